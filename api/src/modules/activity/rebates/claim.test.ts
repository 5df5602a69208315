/**
 * 领取反水 on both databases: what /benefit shows waiting, every waiting day into the wallet by one
 * transfer exactly once however the claims repeat or race, refusals that change nothing, and the
 * claim on /backRecords (POST /api/plat/bonuses {type:'rebate'}).
 */
import { apiMessages, apiPaths, rebateInfoResultSchema } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApp, FISH, invitedPlayer, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { bearer } from '../../../test/players';
import { walletBalanceOf } from '../../../test/provider';
import { freezeClock } from '../../../test/records';
import { USDT, type RoundPlayer } from '../../../test/records-rounds';
import { insertVipPromotion, playIn } from '../../../test/rebates';
import { claimRebates } from './claim';
import { settleDueRebateDays } from './settlement';
import { REBATE_SETTINGS_KEY } from './store';

const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();

describe.each(TEST_DATABASES)('rebate claims on %s', (database) => {
  let testApp: TestApp;
  let P: RoundPlayer;
  let Q: RoundPlayer;

  /** P: Monday 1,000 slots + 2,000 fish (5 + 6), Tuesday 1,000 slots (5); Q: Monday 400 slots (2). Today 200 slots. */
  beforeAll(async () => {
    testApp = await agentApp(database, sh('2026-11-16', '08:00:00'));
    await insertVipPromotion(testApp);
    [P, Q] = [await invitedPlayer(testApp, null), await invitedPlayer(testApp, null)];
    const play = (player: RoundPlayer, category: number, stake: number, at: string) =>
      playIn(testApp, player, category, stake, at);
    await play(P, SLOTS, 1_000, sh('2026-11-16', '10:00:00'));
    await play(P, FISH, 2_000, sh('2026-11-16', '11:00:00'));
    await play(Q, SLOTS, 400, sh('2026-11-16', '12:00:00'));
    await play(P, SLOTS, 1_000, sh('2026-11-17', '10:00:00'));
    freezeClock(testApp, sh('2026-11-18', '09:00:00'));
    await settleDueRebateDays(testApp.context);
    await play(P, SLOTS, 200, sh('2026-11-18', '08:30:00'));
    freezeClock(testApp, sh('2026-11-18', '09:00:00'));
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  const info = async (token: string) =>
    rebateInfoResultSchema.parse(
      (await testApp.call({ method: 'GET', url: apiPaths.activity.rebate, headers: bearer(token) })).body.result,
    );
  const transfers = () =>
    testApp.context.db.selectFrom('transfers').select('id').where('kind', '=', 'rebate').execute();
  const setClaimMin = (microUsdt: number) =>
    testApp.context.db
      .insertInto('site_settings')
      .values({
        key: REBATE_SETTINGS_KEY,
        value_json: JSON.stringify({ enabled: true, claim_min: microUsdt }),
        updated_at: 'x',
      })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value_json: JSON.stringify({ enabled: true, claim_min: microUsdt }) }),
      )
      .execute();

  it('shows the level, its rates, the waiting days newest first and today so far', async () => {
    expect(await info(P.token)).toEqual({
      vip_level: 0,
      vip_name: 'VIP0',
      waiting: [
        { day: '2026-11-17', stake: '1000.000000', amount: '5.000000' },
        { day: '2026-11-16', stake: '3000.000000', amount: '11.000000' },
      ],
      waiting_total: '16.000000',
      today_stake: '200.000000',
      today_estimate: '1.000000',
      rates: [
        { game_type_id: SLOTS, rate: 50 },
        { game_type_id: FISH, rate: 30 },
      ],
    });
    expect((await testApp.call({ method: 'GET', url: apiPaths.activity.rebate })).status).toBe(401);
  });

  it('refuses a claim below the minimum, changing nothing', async () => {
    await setClaimMin(20 * USDT);
    await expect(claimRebates(testApp.context, P.id, 'rebate-min-0001')).rejects.toThrow(
      apiMessages.rebateBelowMinimum,
    );
    expect((await info(P.token)).waiting_total).toBe('16.000000');
    expect(await transfers()).toHaveLength(0);
    await setClaimMin(10_000);
  });

  it('pays every waiting day once under 20 claims at once with different request_ids', async () => {
    const before = await walletBalanceOf(testApp, P.id);
    const ids = Array.from({ length: 20 }, (_, index) => `rebate-race-${String(index).padStart(2, '0')}`);
    const answers = await Promise.allSettled(ids.map((id) => claimRebates(testApp.context, P.id, id)));
    const paid = answers.filter((answer) => answer.status === 'fulfilled');
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status === 'rejected'))
      expect((answer as PromiseRejectedResult).reason.message).toBe(apiMessages.rebateNothing);
    const result = (paid[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof claimRebates>>>).value;
    expect(result).toMatchObject({ amount: '16.000000', turnover_required: '0.000000' });
    expect(result.balance).toBe(((before + 16 * USDT) / USDT).toFixed(6));
    expect(await walletBalanceOf(testApp, P.id)).toBe(before + 16 * USDT);
    expect(await transfers()).toHaveLength(1);
    const days = await testApp.context.db
      .selectFrom('player_rebates')
      .select('claim_id')
      .where('player_id', '=', P.id)
      .execute();
    expect(days.map((day) => day.claim_id)).toEqual([result.claim_id, result.claim_id]);
    const claim = await testApp.context.db
      .selectFrom('promotion_claims')
      .selectAll()
      .where('id', '=', result.claim_id)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ activity_type: 0, promotion_version: 0, tier: 0, player_id: P.id });
    expect(claim.period_key).toMatch(/^rebate:rebate-race-\d\d$/);
    expect([Number(claim.amount), Number(claim.turnover_required)]).toEqual([16 * USDT, 0]);
    expect((await info(P.token)).waiting).toEqual([]);
    // The first request_id again: the first answer. Nothing is left for a new one.
    const winner = claim.request_id;
    expect(await claimRebates(testApp.context, P.id, winner)).toEqual(result);
    await expect(claimRebates(testApp.context, P.id, 'rebate-after-01')).rejects.toThrow(apiMessages.rebateNothing);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('pays one of twin requests with one request_id sent at once, and answers both alike', async () => {
    const before = await walletBalanceOf(testApp, Q.id);
    const twins = await Promise.all([
      claimRebates(testApp.context, Q.id, 'rebate-twin-01'),
      claimRebates(testApp.context, Q.id, 'rebate-twin-01'),
    ]);
    expect(twins[1]).toEqual(twins[0]);
    expect(twins[0]!.amount).toBe('2.000000');
    expect(await walletBalanceOf(testApp, Q.id)).toBe(before + 2 * USDT);
    expect(await transfers()).toHaveLength(2);
  });

  it('shows the claim on 反水记录 (bonuses of type rebate), and no other player can see it', async () => {
    const records = (token: string) =>
      testApp.call({
        method: 'POST',
        url: apiPaths.records.bonuses,
        payload: { type: 'rebate' },
        headers: bearer(token),
      });
    const { body } = await records(P.token);
    expect(body.code).toBe(200);
    expect(body.result.list).toEqual([
      expect.objectContaining({ kind: 'rebate', kind_name: '反水', amount: '16.000000' }),
    ]);
    expect(body.result.total).toBe('16.000000');
    const others = await records(Q.token);
    expect(others.body.result.list.map((row: { amount: string }) => row.amount)).toEqual(['2.000000']);
  });
});
