/** A remote's states and period tabs named once: their words from the catalogue, their test ids from one prefix the e2e suite knows. */
import type { Periods } from './FilterTabs';
import type { PagedListStates } from './PagedList';
import type { LoginPromptText } from './States';

export interface ScreenStates {
  /** A paged list's empty state (`<prefix>-empty`) and the retry of a failed page (`<prefix>-retry`). */
  list: PagedListStates;
  /** The retry of an unpaged call that failed (`<prefix>-reload`). */
  reloadTestId: string;
  /** A visitor's login prompt (`<prefix>-login`). */
  login: LoginPromptText;
}

/**
 * The states of the screens whose test ids start with `prefix`, in the words of their catalogue group.
 * @example screenStates('records', messages.records).list.empty // { title: '暂无记录', testId: 'records-empty' }
 */
export function screenStates(
  prefix: string,
  text: { empty: string; loginPrompt: string; login: string },
): ScreenStates {
  return {
    list: { empty: { title: text.empty, testId: `${prefix}-empty` }, retryTestId: `${prefix}-retry` },
    reloadTestId: `${prefix}-reload`,
    login: { prompt: text.loginPrompt, label: text.login, testId: `${prefix}-login` },
  };
}

/**
 * Period tabs of `periods` (the first is the default) in the words of a catalogue group.
 * @example periodTabs(RECORD_PERIODS, messages.records).label // '查询时间'
 */
export function periodTabs<Period extends string>(
  periods: readonly Period[],
  text: { periods: Readonly<Record<Period, string>>; periodLabel: string },
): Periods<Period> {
  return { periods, titles: text.periods, label: text.periodLabel };
}
