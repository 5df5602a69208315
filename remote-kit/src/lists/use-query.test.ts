import { describe, expect, it } from 'vitest';
import { shownAnswer, type QueryState } from './use-query';

const answered = (key: string | null, generation: number, answer: string | null): QueryState<string> => ({
  key,
  generation,
  answer,
});

describe('the answer a query shows', () => {
  it('shows nothing (loading) before any answer came', () => {
    expect(shownAnswer({ key: null, generation: 0, answer: undefined }, 'p?today', 0)).toBeUndefined();
  });

  it('shows the answer of the filter shown, never the one of another filter', () => {
    const state = answered('p?today', 0, 'A');
    expect(shownAnswer(state, 'p?today', 0)).toBe('A');
    expect(shownAnswer(state, 'p?week', 0)).toBeUndefined();
    expect(shownAnswer(state, 'p?week', 0, 'loading')).toBeUndefined();
    expect(shownAnswer(state, null, 0)).toBeUndefined();
  });

  it('keeps the old answer on screen during a reload by default (agent screens after a claim)', () => {
    expect(shownAnswer(answered('p?today', 0, 'A'), 'p?today', 1)).toBe('A');
    // An old failure is not kept: the retry shows it is loading.
    expect(shownAnswer(answered('p?today', 0, null), 'p?today', 1, 'old-answer')).toBeUndefined();
    expect(shownAnswer(answered('p?today', 1, null), 'p?today', 1, 'old-answer')).toBeNull();
  });

  it("shows loading during a reload with 'loading' (a record screen's retry), then the reload's answer", () => {
    expect(shownAnswer(answered('p?today', 0, null), 'p?today', 1, 'loading')).toBeUndefined();
    expect(shownAnswer(answered('p?today', 1, 'B'), 'p?today', 1, 'loading')).toBe('B');
  });
});
