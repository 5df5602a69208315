import { describe, expect, it } from 'vitest';
import { mayCancelVersion, templateStateTags } from './template-states';

describe('template version states', () => {
  it('names every state in Chinese, a replaced version 已被取代 rather than 待生效', () => {
    expect(Object.fromEntries(Object.entries(templateStateTags).map(([state, tag]) => [state, tag.text]))).toEqual({
      in_force: '生效中',
      scheduled: '待生效',
      superseded: '已被取代',
      cancelled: '已取消',
    });
  });

  it('offers 取消 only for versions whose day has not begun and that are not cancelled', () => {
    const today = '2026-11-25';
    expect(mayCancelVersion({ effective_from: '2026-11-26', state: 'scheduled' }, today)).toBe(true);
    expect(mayCancelVersion({ effective_from: '2026-11-26', state: 'superseded' }, today)).toBe(true);
    expect(mayCancelVersion({ effective_from: '2026-11-26', state: 'cancelled' }, today)).toBe(false);
    expect(mayCancelVersion({ effective_from: today, state: 'in_force' }, today)).toBe(false);
    expect(mayCancelVersion({ effective_from: '2026-11-01', state: 'superseded' }, today)).toBe(false);
  });
});
