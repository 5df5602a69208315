import { describe, expect, it } from 'vitest';
import { testItem } from '../../../shared/kit/test-items';
import { pageOf } from './use-promotion-page';

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
