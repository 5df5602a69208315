/**
 * The activity list and a promotion's page as a visitor, and progress as a player, on both
 * databases: only promotions that are on (and parse) are shown, in sort order, with Asia/Shanghai
 * times and their state; bad input is refused in Chinese, never a 500.
 */
import { apiMessages, progressResultSchema, taskListResultSchema } from 'shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { useLedgerTestApp } from '../../../test/ledger-suite';
import { progressCall, putPromotion, receiveCall, taskListCall } from '../../../test/promotions';
import { freezeClock, recordPlayer } from '../../../test/records';
import { refusal } from '../../../test/requests';
import { promotionState } from './promotions';

const NOW = '2026-11-26T04:00:00.000Z';

describe('promotionState', () => {
  const window = { startsAt: '2026-11-26T00:00:00.000Z', endsAt: '2026-11-27T00:00:00.000Z' };
  it('is upcoming before the start, running from it, ended from the end', () => {
    expect(promotionState(window, new Date('2026-11-25T23:59:59.999Z'))).toBe('upcoming');
    expect(promotionState(window, new Date(window.startsAt))).toBe('running');
    expect(promotionState(window, new Date('2026-11-26T23:59:59.999Z'))).toBe('running');
    expect(promotionState(window, new Date(window.endsAt))).toBe('ended');
    expect(promotionState({ ...window, endsAt: null }, new Date('2099-01-01T00:00:00Z'))).toBe('running');
  });
});

describe.each(TEST_DATABASES)('task list and progress on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => {
    testApp = app;
  });
  let signInId: number;

  beforeAll(async () => {
    freezeClock(testApp, NOW);
    await putPromotion(testApp, {
      type: 1,
      group: 'recharge',
      sort: 5,
      params: { scope: 'first', min_deposit: '10', percent: 10000, cap: '888', turnover_multiple: 5 },
    });
    signInId = await putPromotion(testApp, {
      type: 10,
      sort: 9,
      params: { rewards: ['1', '2'], min_stake_today: '0', turnover_multiple: 0 },
    });
    await putPromotion(testApp, {
      type: 3,
      sort: 5,
      startsAt: '2026-11-27T00:00:00.000Z',
      params: { amount: '5', max_account_age_days: 7, turnover_multiple: 10 },
    });
    await putPromotion(testApp, {
      type: 5,
      endsAt: '2026-11-26T03:00:00.000Z',
      params: { min: '0.1', max: '8.88', turnover_multiple: 1 },
    });
    await putPromotion(testApp, { type: 13, group: 'agent', params: { link: '/Agent' }, rulesHtml: '<p>全民代理</p>' });
    await putPromotion(testApp, { type: 2, status: 'off', params: {} });
    // An operator's row that no longer parses: shown as off, never a 500.
    await putPromotion(testApp, { type: 4, params: { categories: [], percent: 'x' } });
  });

  it('lists what is on, by sort then type, with wall times and state', async () => {
    const body = await taskListCall(testApp);
    expect(body.code).toBe(200);
    expect(taskListResultSchema.parse(body.result)).toEqual(body.result);
    expect(body.result.detail).toBeNull();
    const list = body.result.list as any[];
    expect(list.map((item) => [item.activity_type, item.state])).toEqual([
      [10, 'running'],
      [1, 'running'],
      [3, 'upcoming'],
      [5, 'ended'],
      [13, 'running'],
    ]);
    expect(list[2]).toMatchObject({ starts_at: '2026-11-27 08:00:00', ends_at: null });
    expect(list[3]).toMatchObject({ starts_at: '2026-11-25 12:00:00', ends_at: '2026-11-26 11:00:00' });
  });

  it('answers one promotion and its rules by type or id', async () => {
    const byType = await taskListCall(testApp, '?activity_type=13');
    expect(byType.result.list.map((item: any) => item.activity_type)).toEqual([13]);
    expect(byType.result.detail).toEqual({ rules_html: '<p>全民代理</p>', link: '/Agent' });
    const byId = await taskListCall(testApp, `?id=${signInId}`);
    expect(byId.result.list[0].activity_type).toBe(10);
    expect(byId.result.detail).toEqual({ rules_html: '<p>规则10</p>', link: null });
  });

  it.each([
    '?activity_type=2',
    '?activity_type=4',
    '?id=999999',
    `?activity_type=0`,
    '?activity_type=14',
    '?activity_type=x',
  ])('refuses %s as not found', async (query) => {
    expect(await taskListCall(testApp, query)).toEqual(refusal(apiMessages.activityNotFound));
  });

  it('shows a player their progress; an upcoming or ended promotion locks its rewards', async () => {
    const player = await recordPlayer(testApp);
    const first = await progressCall(testApp, player.token, 1);
    expect(first.code).toBe(200);
    expect(progressResultSchema.parse(first.result)).toEqual(first.result);
    expect(first.result).toMatchObject({
      activity_type: 1,
      period: null,
      progress: [{ label: '首次充值', current: '0.000000', target: '10.000000' }],
      rewards: [
        {
          tier: 0,
          amount: null,
          range_text: '最高888.00 USDT',
          status: 'locked',
          reason: apiMessages.activityNeedDeposit,
        },
      ],
      streak: null,
      turnover_multiple: 5,
    });
    const trial = await progressCall(testApp, player.token, 3);
    expect(trial.result.rewards).toEqual([
      expect.objectContaining({ status: 'locked', reason: apiMessages.activityNotStarted, amount: '5.000000' }),
    ]);
    const lucky = await progressCall(testApp, player.token, 5);
    expect(lucky.result.rewards).toEqual([
      expect.objectContaining({ status: 'locked', reason: apiMessages.activityEnded, range_text: '0.10 - 8.88 USDT' }),
    ]);
    const info = await progressCall(testApp, player.token, 13);
    expect(info.result).toMatchObject({ rewards: [], progress: [], turnover_multiple: 0 });
    expect(await progressCall(testApp, player.token, 2)).toEqual(refusal(apiMessages.activityNotFound));
    expect(await progressCall(testApp, player.token, 4)).toEqual(refusal(apiMessages.activityNotFound));
  });

  it('refuses bad input in Chinese, never a 500', async () => {
    const player = await recordPlayer(testApp);
    for (const type of [0, 14, 'x', '']) {
      expect(await progressCall(testApp, player.token, type)).toEqual(refusal(apiMessages.activityNotFound));
      expect(await receiveCall(testApp, player.token, { activity_type: type, request_id: 'request-0001' })).toEqual(
        refusal(apiMessages.activityNotFound),
      );
    }
    expect(
      await receiveCall(testApp, player.token, { activity_type: 10, tier: -1, request_id: 'request-0002' }),
    ).toEqual(refusal(apiMessages.badField));
    expect(await receiveCall(testApp, player.token, { activity_type: 10 })).toEqual(
      refusal(apiMessages.activityRequestIdInvalid),
    );
    expect(await receiveCall(testApp, player.token, { activity_type: 10, request_id: 'bad id!' })).toEqual(
      refusal(apiMessages.activityRequestIdInvalid),
    );
    expect(await receiveCall(testApp, player.token, { task: 'other', request_id: 'request-0003' })).toEqual(
      refusal(apiMessages.badField),
    );
    expect(await receiveCall(testApp, player.token, { activity_type: 13, request_id: 'request-0004' })).toEqual(
      refusal(apiMessages.activityInfoOnly),
    );
    expect(
      await receiveCall(testApp, player.token, { activity_type: 10, tier: 5, request_id: 'request-0005' }),
    ).toEqual(refusal(apiMessages.activityNotEligible));
    expect(
      await receiveCall(testApp, player.token, { activity_type: 10, tier: 9, request_id: 'request-0006' }),
    ).toEqual(refusal(apiMessages.activityTierNotFound));
    const anonymous = await testApp.call({ method: 'GET', url: '/api/plat/task/progress?activity_type=1' });
    expect(anonymous.status).toBe(401);
  });
});
