import { describe, expect, it } from 'vitest';
import { versionStates } from './version-state';

const TODAY = '2026-11-25';
const versions = [
  { id: 1, effective_from: '2000-01-01' },
  { id: 2, effective_from: '2026-11-20' },
  { id: 3, effective_from: '2026-11-25' },
  { id: 4, effective_from: '2026-12-01' },
  { id: 5, effective_from: '2026-12-01' },
  { id: 6, effective_from: '2026-12-10' },
];
const statesOf = (cancelled: number[], list = versions) =>
  Object.fromEntries(versionStates(list, TODAY, new Set(cancelled)));

describe('versionStates', () => {
  it('gives today its version, earlier ones superseded, and of two saved for one later day only the later scheduled', () => {
    expect(statesOf([])).toEqual({
      1: 'superseded',
      2: 'superseded',
      3: 'in_force',
      4: 'superseded',
      5: 'scheduled',
      6: 'scheduled',
    });
  });

  it('lets the earlier save of a day be scheduled again once the later one is cancelled', () => {
    expect(statesOf([5])).toMatchObject({ 4: 'scheduled', 5: 'cancelled', 6: 'scheduled' });
  });

  it('of two versions for today, puts the later saved in force', () => {
    const sameDay = [...versions, { id: 7, effective_from: TODAY }];
    expect(statesOf([], sameDay)).toMatchObject({ 3: 'superseded', 7: 'in_force' });
  });

  it('never puts a cancelled version in force', () => {
    expect(statesOf([3])).toMatchObject({ 2: 'in_force', 3: 'cancelled' });
  });
});
