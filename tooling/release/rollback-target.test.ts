import { describe, expect, it } from 'vitest';
import { chooseRollbackTarget } from './rollback-target';

describe('chooseRollbackTarget', () => {
  const history = ['1.0.0-a', '1.0.0-b', '1.0.0-c'];

  it('picks the version released just before the live one', () => {
    expect(chooseRollbackTarget(history, '1.0.0-c')).toEqual({ ok: true, version: '1.0.0-b' });
    expect(chooseRollbackTarget(history, '1.0.0-b')).toEqual({ ok: true, version: '1.0.0-a' });
  });

  it('refuses when the live version is the first one or nothing is live', () => {
    expect(chooseRollbackTarget(history, '1.0.0-a').ok).toBe(false);
    expect(chooseRollbackTarget(history, undefined).ok).toBe(false);
  });

  it('goes to a named version, forward or back, only if it was released', () => {
    expect(chooseRollbackTarget(history, '1.0.0-a', '1.0.0-c')).toEqual({ ok: true, version: '1.0.0-c' });
    expect(chooseRollbackTarget(history, '1.0.0-c', '9.9.9-z').ok).toBe(false);
    expect(chooseRollbackTarget(history, '1.0.0-c', '1.0.0-c').ok).toBe(false);
  });
});
