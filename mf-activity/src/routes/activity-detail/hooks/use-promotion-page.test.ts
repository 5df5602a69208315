import { describe, expect, it } from 'vitest';
import type { TaskListItem } from 'shared-contracts';
import { pageOf } from './use-promotion-page';

const item: TaskListItem = {
  id: 4,
  activity_type: 10,
  group: 'daily',
  title: '每日签到',
  cover: 'https://example.com/c.png',
  summary: '连续签到奖励',
  starts_at: '2026-11-01 00:00:00',
  ends_at: null,
  state: 'running',
};

describe('pageOf', () => {
  it('shows the promotion of the type with its rules and link', () => {
    expect(pageOf({ list: [item], detail: { rules_html: '<p>x</p>', link: null } }, 10)).toEqual({
      state: 'shown',
      item,
      rulesHtml: '<p>x</p>',
      link: null,
    });
  });

  it('is missing when the answer lacks the type or the detail', () => {
    expect(pageOf({ list: [item], detail: { rules_html: '', link: null } }, 5)).toEqual({ state: 'missing' });
    expect(pageOf({ list: [item], detail: null }, 10)).toEqual({ state: 'missing' });
    expect(pageOf({ list: [], detail: null }, 10)).toEqual({ state: 'missing' });
  });
});
