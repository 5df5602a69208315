import { describe, expect, it } from 'vitest';
import { testItem } from '../../../shared/kit/test-items';
import { apiMessages, type TaskListResult } from 'shared-contracts';
import { pageOf, pageOfQuery } from './promotion-page';

const item = { ...testItem(10, 'daily', '每日签到'), id: 4, summary: '连续签到奖励' };

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

describe('pageOfQuery', () => {
  const answer = { list: [], detail: null } as unknown as TaskListResult;

  it('loads, then tells the server’s 活动不存在或已下架 from any other failure', () => {
    expect(pageOfQuery({ answer: undefined, refusal: undefined }, 5)).toEqual({ state: 'loading' });
    expect(pageOfQuery({ answer: null, refusal: apiMessages.activityNotFound }, 5)).toEqual({ state: 'missing' });
    expect(pageOfQuery({ answer: null, refusal: '其他原因' }, 5)).toEqual({ state: 'failed' });
    expect(pageOfQuery({ answer: null, refusal: undefined }, 5)).toEqual({ state: 'failed' });
    expect(pageOfQuery({ answer, refusal: undefined }, 5)).toEqual({ state: 'missing' });
  });
});
