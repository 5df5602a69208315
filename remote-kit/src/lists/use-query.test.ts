import { describe, expect, it } from 'vitest';
import { afterFailure, shownAnswer, type QueryState } from './use-query';

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

describe('a reload that fails', () => {
  const shown: QueryState<string> = { key: 'p?', generation: 0, answer: 'A' };
  const failed: QueryState<string> = { key: 'p?', generation: 1, answer: null, failure: 'failed' };

  it('shows the failure by default (a retry offered)', () => {
    expect(afterFailure(shown, failed, false)).toBe(failed);
  });

  it('keeps the answer before it when asked (a list re-read after an edit)', () => {
    const kept = afterFailure(shown, failed, true);
    expect(kept).toEqual({ key: 'p?', generation: 1, answer: 'A' });
    expect(shownAnswer(kept, 'p?', 1)).toBe('A');
  });

  it('never keeps the answer of another filter, nor a failure', () => {
    expect(afterFailure({ ...shown, key: 'q?' }, failed, true)).toBe(failed);
    expect(afterFailure({ ...shown, answer: null }, failed, true)).toBe(failed);
  });

  it('keeps a refusal and its text apart from a failure', () => {
    const refused: QueryState<string> = {
      key: 'p?',
      generation: 0,
      answer: null,
      failure: 'refused',
      refusal: '页面不存在',
    };
    expect(afterFailure({ key: null, generation: 0, answer: undefined }, refused, true)).toBe(refused);
  });
});
