import { describe, expect, it } from 'vitest';
import { AGENT_PERIODS, messages } from 'shared-contracts';
import { listView, periodOf, stateText } from './list-logic';
import { periodTabs, screenStates } from './screen-states';

describe('a paged list', () => {
  it('shows its empty state only once the last page came with no row', () => {
    expect(listView({ loaded: false, hasMore: true, rows: [] })).toBe('rows');
    expect(listView({ loaded: true, hasMore: true, rows: [] })).toBe('rows');
    expect(listView({ loaded: true, hasMore: false, rows: [] })).toBe('empty');
    expect(listView({ loaded: true, hasMore: false, rows: [1] })).toBe('rows');
  });
});

describe('the period filter', () => {
  it('takes a tab’s period, and the first period for a key that is none', () => {
    expect(periodOf(['today', 'yesterday', '7d'], '7d')).toBe('7d');
    expect(periodOf(['all', 'today'], 'never')).toBe('all');
  });
});

describe('the states’ words', () => {
  it('are the same on the record, agent and activity screens, so one kit says them all', () => {
    for (const group of [messages.agentCommon, messages.activityCommon]) {
      expect(group.loading).toBe(stateText.loading);
      expect(group.noMore).toBe(stateText.noMore);
      expect(group.loadFailed).toBe(stateText.loadFailed);
      expect(group.retry).toBe(stateText.retry);
    }
  });
});

describe('screenStates', () => {
  it('names the states’ test ids after the screens’ prefix, in the words of their catalogue group', () => {
    const states = screenStates('records', messages.records);
    expect(states.list).toEqual({
      empty: { title: messages.records.empty, testId: 'records-empty' },
      retryTestId: 'records-retry',
    });
    expect(states.reloadTestId).toBe('records-reload');
    expect(states.login).toEqual({
      prompt: messages.records.loginPrompt,
      label: messages.records.login,
      testId: 'records-login',
    });
  });

  it('names the period tabs in the group’s words, the first period the default', () => {
    expect(periodTabs(AGENT_PERIODS, messages.agentCommon)).toEqual({
      periods: AGENT_PERIODS,
      titles: messages.agentCommon.periods,
      label: messages.agentCommon.periodLabel,
    });
  });
});
