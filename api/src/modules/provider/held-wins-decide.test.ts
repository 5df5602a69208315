/** Operators list held wins and decide them: pay once or refuse, never twice, at once, audited, bad input refused; on every test database. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { HELD_WINS, useHeldWinsApp } from '../../test/held-wins';
import { fundedGamePlayer, newTransactionId, providerCall, USDT, walletBalanceOf, winBody } from '../../test/provider';
import { operatorToken, playerToken } from '../../test/requests';

describe.each(TEST_DATABASES)('held wins on %s', (database) => {
  let testApp: TestApp;
  const { asOperator, decide, heldRowOf, roundOfOne } = useHeldWinsApp(database, (app) => (testApp = app));

  it('writes the hold to the audit log as the system’s, and each decision as its operator’s', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '11');
    await providerCall(testApp, 'win', win);
    const held = await heldRowOf(win.transaction_id);
    const audit = (await asOperator('GET', apiPaths.admin.audit)).body.result.list;
    expect(audit[0]).toMatchObject({
      operator: apiMessages.auditBySystem,
      action: 'create',
      entity: 'held_wins',
      entity_id: String(held.id),
      before: null,
      after: { status: 'pending', amount: 11 * USDT },
    });
    expect((await decide(held.id, 'refuse')).body.result).toMatchObject({ status: 'refused', amount: '11.000000' });
    const [decision] = (await asOperator('GET', apiPaths.admin.audit)).body.result.list;
    expect(decision).toMatchObject({
      action: 'update',
      entity: 'held_wins',
      entity_id: String(held.id),
      before: { status: 'pending' },
      after: { status: 'refused', transfer_id: null },
    });
    expect(decision.operator).not.toBe(apiMessages.auditBySystem);
    expect(await walletBalanceOf(testApp, player.id)).toBe(99 * USDT);
  });

  it('lists pending wins first; pays one through the ledger into the round, once; deciding again is refused', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '30');
    await providerCall(testApp, 'win', win);
    const held = await heldRowOf(win.transaction_id);
    const listed = (await asOperator('GET', HELD_WINS)).body.result as Array<{ id: number; status: string }>;
    const firstDecided = listed.findIndex((row) => row.status !== 'pending');
    expect(
      listed.slice(firstDecided === -1 ? listed.length : firstDecided).every((row) => row.status !== 'pending'),
    ).toBe(true);
    expect(listed.find((row) => row.id === held.id)).toMatchObject({ status: 'pending', amount: '30.000000' });

    const paid = await decide(held.id, 'pay');
    expect(paid.body.result).toMatchObject({ id: held.id, status: 'paid', transfer_id: expect.any(Number) });
    expect(await walletBalanceOf(testApp, player.id)).toBe(129 * USDT);
    const round = await testApp.context.db
      .selectFrom('game_rounds')
      .select(['payout', 'status'])
      .where('round_id', '=', bet.round_id)
      .executeTakeFirstOrThrow();
    expect([Number(round.payout), round.status]).toEqual([30 * USDT, 'settled']);
    for (const again of ['pay', 'refuse'])
      expect((await decide(held.id, again)).body).toEqual({ code: 400, message: apiMessages.heldWinDecided });
    // The provider's repeat still hears what it heard first.
    expect((await providerCall(testApp, 'win', win)).body.result).toMatchObject({ held: true, balance: '99.000000' });
    expect(await walletBalanceOf(testApp, player.id)).toBe(129 * USDT);
  });

  it('pays once when operators decide at the same moment', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '40');
    await providerCall(testApp, 'win', win);
    const held = await heldRowOf(win.transaction_id);
    const tokens = await Promise.all([1, 2, 3].map(() => operatorToken(testApp)));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => decide(held.id, i % 4 === 3 ? 'refuse' : 'pay', tokens[i % 3])),
    );
    const applied = answers.filter((answer) => answer.body.code === 200);
    expect(applied).toHaveLength(1);
    for (const answer of answers.filter((a) => a.body.code !== 200))
      expect(answer.body).toEqual({ code: 400, message: apiMessages.heldWinDecided });
    const outcome = applied[0]!.body.result.status;
    expect(await walletBalanceOf(testApp, player.id)).toBe(outcome === 'paid' ? 139 * USDT : 99 * USDT);
    expect((await heldRowOf(win.transaction_id)).status).toBe(outcome);
  });

  it('never pays a held win whose bet was rolled back (a rollback recorded before the hold rules existed)', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '20');
    await providerCall(testApp, 'win', win);
    const held = await heldRowOf(win.transaction_id);
    // Written straight in: the wallet itself refuses this rollback (held-wins.test.ts).
    await testApp.context.db
      .insertInto('provider_transactions')
      .values({
        provider: 'demo',
        transaction_id: newTransactionId('rb'),
        kind: 'rollback',
        player_id: player.id,
        round_id: bet.round_id,
        bet_transaction_id: bet.transaction_id,
        amount: 0 as never,
        request_hash: 'x',
        transfer_id: null,
        response_json: '{}',
        created_at: testApp.context.now().toISOString(),
      })
      .execute();
    expect((await decide(held.id, 'pay')).body).toEqual({ code: 400, message: apiMessages.heldWinRoundCancelled });
    expect((await heldRowOf(win.transaction_id)).status).toBe('pending');
    expect(await walletBalanceOf(testApp, player.id)).toBe(99 * USDT);
    expect((await decide(held.id, 'refuse')).body.result.status).toBe('refused');
  });

  it('refuses unknown ids, other decisions and player tokens in the operator routes', async () => {
    expect((await decide(999_999, 'pay')).body).toEqual({ code: 404, message: apiMessages.heldWinUnknown });
    expect((await decide(1, 'maybe')).body).toEqual({ code: 400, message: apiMessages.badField });
    expect((await decide(0, 'pay')).body.code).toBe(400);
    const player = await fundedGamePlayer(testApp, 0);
    const asPlayer = await playerToken(testApp, player.id);
    expect((await asOperator('GET', HELD_WINS, undefined, asPlayer)).status).toBe(403);
    expect((await decide(1, 'pay', asPlayer)).status).toBe(403);
    expect((await testApp.call({ method: 'GET', url: HELD_WINS })).status).toBe(401);
  });
});
