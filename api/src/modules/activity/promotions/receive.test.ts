/**
 * 领取 of a first-deposit bonus on both databases: paid after a real deposit, exactly once under
 * 50 concurrent claims, a repeated request_id answered alike, refusals that move nothing, the
 * bonus turnover blocking a withdrawal until rounds meet it, and the claim log.
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  taskReceiveResultSchema,
  withdrawRefusals,
  writeUsdt,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import {
  bonusCredits,
  claimRequestId,
  progressCall,
  putPromotion,
  receiveCall,
  receiveLogCall,
} from '../../../test/promotions';
import { walletBalanceOf } from '../../../test/provider';
import { refusal } from '../../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';
import { depositBonusAmount } from '../rules/deposit-bonus';

const USDT = 1_000_000;
const FIRST_DEPOSIT = { scope: 'first', min_deposit: '10', percent: 5000, cap: '888', turnover_multiple: 5 };

describe.each(TEST_DATABASES)('first-deposit bonus claims on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });

  const promotion = (params: Record<string, unknown> = {}, more: { startsAt?: string } = {}) =>
    putPromotion(suite.testApp, { type: 1, title: '首充豪礼', params: { ...FIRST_DEPOSIT, ...params }, ...more });
  const claim = (token: string, requestId = claimRequestId()) =>
    receiveCall(suite.testApp, token, { activity_type: 1, tier: 0, request_id: requestId });
  const claimRows = (playerId: number) =>
    suite.testApp.context.db.selectFrom('promotion_claims').selectAll().where('player_id', '=', playerId).execute();
  const bonusOf = (credited: number) => depositBonusAmount(microUsdt(credited), 5000, microUsdt(888 * USDT));

  it('pays half the first deposit after it is credited, with its turnover, once', async () => {
    await promotion();
    const player = await suite.player();
    expect(await claim(player.token)).toEqual(refusal(apiMessages.activityNeedDeposit));
    expect(await bonusCredits(suite.testApp, player.id)).toEqual([]);
    const credited = await suite.deposit(player.token, '100');
    const bonus = bonusOf(credited);
    const progress = await progressCall(suite.testApp, player.token, 1);
    expect(progress.result.rewards).toEqual([
      expect.objectContaining({ status: 'claimable', amount: formatUsdt(bonus), reason: null }),
    ]);
    const body = await claim(player.token);
    expect(body.code).toBe(200);
    expect(taskReceiveResultSchema.parse(body.result)).toEqual(body.result);
    expect(body.result).toMatchObject({
      amount: formatUsdt(bonus),
      turnover_required: formatUsdt(microUsdt(bonus * 5)),
      balance: formatUsdt(microUsdt(credited + bonus)),
    });
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(credited + bonus);
    expect(await claim(player.token)).toEqual(refusal(apiMessages.activityAlreadyClaimed));
    expect((await progressCall(suite.testApp, player.token, 1)).result.rewards[0].status).toBe('claimed');
    // A later, larger deposit is not a first deposit: nothing more.
    await suite.deposit(player.token, '200');
    expect(await claim(player.token)).toEqual(refusal(apiMessages.activityAlreadyClaimed));
    expect(await bonusCredits(suite.testApp, player.id)).toHaveLength(1);
  });

  it('pays exactly one of 50 concurrent claims with different request_ids; the others are refused', async () => {
    await promotion();
    const player = await suite.player();
    const credited = await suite.deposit(player.token, '40');
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player.token)));
    const paid = answers.filter((answer) => answer.code === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((one) => one.code !== 200))
      expect(answer).toEqual(refusal(apiMessages.activityAlreadyClaimed));
    expect(await bonusCredits(suite.testApp, player.id)).toHaveLength(1);
    expect(await claimRows(player.id)).toHaveLength(1);
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(credited + bonusOf(credited));
    await expectLedgerInvariants(suite.testApp.context.db);
  });

  it('answers 50 concurrent claims with one request_id alike, paying once; a later retry too', async () => {
    await promotion();
    const player = await suite.player();
    const credited = await suite.deposit(player.token, '30');
    const requestId = claimRequestId();
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player.token, requestId)));
    expect(answers[0].code).toBe(200);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await claim(player.token, requestId)).toEqual(answers[0]);
    expect(await bonusCredits(suite.testApp, player.id)).toHaveLength(1);
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(credited + bonusOf(credited));
  });

  it('refuses a first deposit below the minimum or before the start, moving nothing', async () => {
    await promotion({ min_deposit: '50' });
    const small = await suite.player();
    await suite.deposit(small.token, '49');
    await suite.deposit(small.token, '100');
    expect(await claim(small.token)).toEqual(refusal(apiMessages.activityDepositTooSmall));
    const early = await suite.player();
    await suite.deposit(early.token, '60');
    await promotion({}, { startsAt: new Date(suite.testApp.context.now().getTime() + 1_000).toISOString() });
    suite.testApp.advanceTime(2_000);
    expect(await claim(early.token)).toEqual(refusal(apiMessages.activityDepositBeforeStart));
    await promotion({}, { startsAt: new Date(suite.testApp.context.now().getTime() + 60_000).toISOString() });
    expect(await claim(early.token)).toEqual(refusal(apiMessages.activityNotStarted));
    for (const player of [small, early]) {
      expect(await bonusCredits(suite.testApp, player.id)).toEqual([]);
      expect(await claimRows(player.id)).toEqual([]);
    }
    await putPromotion(suite.testApp, { type: 1, status: 'off', params: FIRST_DEPOSIT });
    expect(await claim(early.token)).toEqual(refusal(apiMessages.activityNotFound));
  });

  it("blocks a withdrawal until rounds meet the deposit's and the bonus's turnover", async () => {
    await promotion({ percent: 10000 });
    const player = await suite.player();
    await suite.setPassword(player.token);
    const addressId = await suite.bindTrc20(player.token);
    const credited = await suite.deposit(player.token, '20');
    const body = await claim(player.token);
    expect(body.result.turnover_required).toBe(formatUsdt(microUsdt(credited * 5)));
    // The deposit asks its amount once (the withdrawal rules' multiplier 1), the bonus 5 times itself.
    const left = (staked: number) => microUsdt(credited * 6 - staked);
    const apply = () => suite.apply(player.token, { amount: '10', address_id: addressId });
    expect(await apply()).toEqual(refusal(withdrawRefusals.turnover(writeUsdt(left(0)))));
    // Each round pays its stake back (the balance is about 40): rounds of 30 until 90 is staked.
    for (let round = 0; round < 3; round += 1) await suite.play(player.id, '30');
    expect(await apply()).toEqual(refusal(withdrawRefusals.turnover(writeUsdt(left(90 * USDT)))));
    for (let rest = left(90 * USDT); rest > 0; rest = microUsdt(Math.max(0, rest - 30 * USDT)))
      await suite.play(player.id, formatUsdt(microUsdt(Math.min(rest, 30 * USDT))));
    expect((await apply()).result).toMatchObject({ status: 2 });
  });

  it('counts toward a bonus only the stakes made after its claim, not a surplus wagered before', async () => {
    await promotion({ percent: 10000 });
    const player = await suite.player();
    await suite.setPassword(player.token);
    const addressId = await suite.bindTrc20(player.token);
    const credited = await suite.deposit(player.token, '40');
    // 120 staked: the deposit's 40 is met three times over before the bonus is claimed.
    for (let round = 0; round < 4; round += 1) await suite.play(player.id, '30');
    await claim(player.token);
    const apply = () => suite.apply(player.token, { amount: '10', address_id: addressId });
    expect(await apply()).toEqual(refusal(withdrawRefusals.turnover(writeUsdt(microUsdt(credited * 5)))));
    for (let rest = credited * 5; rest > 0; rest -= 30 * USDT)
      await suite.play(player.id, formatUsdt(microUsdt(Math.min(rest, 30 * USDT))));
    expect((await apply()).result).toMatchObject({ status: 2 });
  });

  it('lists the claims newest first, a page at a time', async () => {
    await promotion();
    const player = await suite.player();
    expect((await receiveLogCall(suite.testApp, player.token)).result).toEqual({ list: [], next_cursor: null });
    const credited = await suite.deposit(player.token, '20');
    const paid = await claim(player.token);
    const inserted = await suite.testApp.context.db
      .insertInto('promotion_claims')
      .values({
        player_id: player.id,
        activity_type: 0,
        promotion_version: 0,
        period_key: 'rebate:test',
        tier: 0,
        amount: microUsdt(USDT),
        turnover_required: microUsdt(0),
        request_id: 'rebate-test-0001',
        transfer_id: (await bonusCredits(suite.testApp, player.id))[0]!.transfer_id,
        created_at: suite.testApp.context.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await receiveLogCall(suite.testApp, player.token, { size: 1 });
    expect(first.result.list).toEqual([
      expect.objectContaining({ id: inserted.id, activity_type: 0, title: '反水', amount: '1.000000' }),
    ]);
    expect(first.result.next_cursor).toEqual(expect.any(String));
    const second = await receiveLogCall(suite.testApp, player.token, { size: 1, cursor: first.result.next_cursor });
    expect(second.result).toEqual({
      list: [
        {
          id: paid.result.claim_id,
          activity_type: 1,
          title: '首充豪礼',
          amount: formatUsdt(bonusOf(credited)),
          turnover_required: paid.result.turnover_required,
          created_at: paid.result.created_at,
        },
      ],
      next_cursor: null,
    });
    expect(await receiveLogCall(suite.testApp, player.token, { cursor: 'not-a-cursor' })).toEqual(
      refusal(apiMessages.recordCursorInvalid),
    );
    // Another player's log holds none of it.
    const other = await suite.player();
    expect((await receiveLogCall(suite.testApp, other.token)).result.list).toEqual([]);
  });
});
