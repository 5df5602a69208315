/**
 * 领取佣金 on both databases: settled days into the wallet by one transfer, exactly once however
 * the calls repeat or race; refusals below the minimum and with nothing to claim change nothing.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentApp, FISH, fourLevelTree, GAME_OF, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { bearer } from '../../../test/players';
import { walletBalanceOf } from '../../../test/provider';
import { freezeClock } from '../../../test/records';
import { playRound, SECOND_PROVIDER, USDT } from '../../../test/records-rounds';
import { refusal } from '../../../test/requests';
import { COMMISSION_SETTINGS_KEY } from './settings-store';
import { settleDueDays } from '../commission/settlement';

const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();
type Tree = Awaited<ReturnType<typeof fourLevelTree>>;

describe.each(TEST_DATABASES)('commission claims on %s', (database) => {
  let testApp: TestApp;
  let tree: Tree;

  /**
   * Monday: D stakes 8,000 slots and G 1,000 fish under C; F stakes 500 slots under B. C: 40 + 5 = 45;
   * B: (8,500 × 50 + 1,000 × 50) / 10,000 = 47.5, less C's 45 = 2.5; A: same gross, 0.
   * Tuesday: D stakes 2,000 slots: C 10, B and A 0 (rows of status 0).
   */
  beforeEach(async () => {
    testApp = await agentApp(database, sh('2026-11-16', '08:00:00'));
    tree = await fourLevelTree(testApp);
    const { D, F, G } = tree;
    const play = (player: typeof D, category: number, stake: number, at: string) =>
      playRound(testApp, player, {
        at,
        provider: category === SLOTS ? 'demo' : SECOND_PROVIDER,
        gameCode: GAME_OF[category as keyof typeof GAME_OF],
        stake: stake * USDT,
        payout: 0,
      });
    await play(D, SLOTS, 8_000, sh('2026-11-16', '10:00:00'));
    await play(G, FISH, 1_000, sh('2026-11-16', '11:00:00'));
    await play(F, SLOTS, 500, sh('2026-11-16', '12:00:00'));
    await play(D, SLOTS, 2_000, sh('2026-11-17', '10:00:00'));
    freezeClock(testApp, sh('2026-11-18', '09:00:00'));
    await settleDueDays(testApp.context);
  });
  afterEach(() => testApp.close());

  const claim = (token: string, requestId: string) =>
    testApp.call({
      method: 'POST',
      url: apiPaths.agent.playOut,
      payload: { request_id: requestId },
      headers: bearer(token),
    });
  const transfers = () =>
    testApp.context.db.selectFrom('transfers').select('id').where('kind', '=', 'commission').execute();
  const statuses = async (agentId: number) =>
    (
      await testApp.context.db
        .selectFrom('agent_commissions')
        .select(['day', 'status', 'claim_id'])
        .where('agent_id', '=', agentId)
        .orderBy('day')
        .execute()
    ).map((row) => [row.day, row.status, row.claim_id]);

  it('moves every unclaimed day into the wallet by one commission transfer', async () => {
    const { C } = tree;
    const before = await walletBalanceOf(testApp, C.id);
    const { body } = await claim(C.token, 'claim-c-0001');
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ amount: '55.000000', days: 2 });
    expect(await walletBalanceOf(testApp, C.id)).toBe(before + 55 * USDT);
    expect(body.result.balance).toBe(((before + 55 * USDT) / USDT).toFixed(6));
    expect(await statuses(C.id)).toEqual([
      ['2026-11-16', 2, body.result.claim_id],
      ['2026-11-17', 2, body.result.claim_id],
    ]);
    expect(await transfers()).toHaveLength(1);
    await expectLedgerInvariants(testApp.context.db);
    // Nothing is left: a new request is refused.
    expect((await claim(C.token, 'claim-c-0002')).body).toEqual(refusal(apiMessages.agentClaimNothing));
  });

  it('takes only unclaimed days: a day of 0 stays as it is', async () => {
    const { B } = tree;
    const { body } = await claim(B.token, 'claim-b-0001');
    expect(body.result).toMatchObject({ amount: '2.500000', days: 1 });
    expect(await statuses(B.id)).toEqual([
      ['2026-11-16', 2, body.result.claim_id],
      ['2026-11-17', 0, null],
    ]);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('answers a repeated request_id with the first result, sequentially and at once', async () => {
    const { C } = tree;
    const first = await claim(C.token, 'claim-c-again');
    const again = await claim(C.token, 'claim-c-again');
    expect(again.body).toEqual(first.body);
    const twins = await Promise.all([claim(C.token, 'claim-twin-01'), claim(C.token, 'claim-twin-01')]);
    // The twins find nothing left to claim (the first claim took it), and say so alike.
    expect(twins.map((twin) => twin.body)).toEqual([
      refusal(apiMessages.agentClaimNothing),
      refusal(apiMessages.agentClaimNothing),
    ]);
    expect(await transfers()).toHaveLength(1);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('pays one of twin requests with one request_id sent at once, and answers both alike', async () => {
    const { C } = tree;
    const before = await walletBalanceOf(testApp, C.id);
    const twins = await Promise.all([claim(C.token, 'claim-twin-02'), claim(C.token, 'claim-twin-02')]);
    expect(twins[0]!.body.code).toBe(200);
    expect(twins[1]!.body).toEqual(twins[0]!.body);
    expect(await walletBalanceOf(testApp, C.id)).toBe(before + 55 * USDT);
    expect(await transfers()).toHaveLength(1);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('pays exactly one of two claims with different request_ids at once', async () => {
    const { C } = tree;
    const before = await walletBalanceOf(testApp, C.id);
    const answers = await Promise.all(
      ['claim-race-01', 'claim-race-02', 'claim-race-03'].map((id) => claim(C.token, id)),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([200, 400, 400]);
    for (const answer of answers.filter((one) => one.body.code !== 200))
      expect(answer.body).toEqual(refusal(apiMessages.agentClaimNothing));
    expect(await walletBalanceOf(testApp, C.id)).toBe(before + 55 * USDT);
    expect(await transfers()).toHaveLength(1);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('refuses below the minimum and with nothing to claim, changing nothing', async () => {
    const { B, C, D } = tree;
    await testApp.context.db
      .insertInto('site_settings')
      .values({
        key: COMMISSION_SETTINGS_KEY,
        value_json: JSON.stringify({ claim_min: 60 * USDT }),
        updated_at: testApp.context.now().toISOString(),
      })
      .execute();
    const before = await walletBalanceOf(testApp, C.id);
    expect((await claim(C.token, 'claim-low-001')).body).toEqual(refusal(apiMessages.agentClaimBelowMinimum));
    expect((await claim(B.token, 'claim-low-002')).body).toEqual(refusal(apiMessages.agentClaimBelowMinimum));
    expect((await claim(D.token, 'claim-none-01')).body).toEqual(refusal(apiMessages.agentClaimNothing));
    expect(await walletBalanceOf(testApp, C.id)).toBe(before);
    expect(await statuses(C.id)).toEqual([
      ['2026-11-16', 1, null],
      ['2026-11-17', 1, null],
    ]);
    expect(await transfers()).toEqual([]);
    expect(await testApp.context.db.selectFrom('commission_claims').selectAll().execute()).toEqual([]);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('asks for a token and a request_id of the allowed shape', async () => {
    const anonymous = await testApp.call({
      method: 'POST',
      url: apiPaths.agent.playOut,
      payload: { request_id: 'claim-anon-01' },
    });
    expect(anonymous.status).toBe(401);
    expect((await claim(tree.C.token, 'short')).body).toEqual(refusal(apiMessages.agentClaimRequestIdInvalid));
  });
});
