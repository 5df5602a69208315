/** Wins above a round's limit are held for an operator, not paid; the operator pays once or refuses; on every test database. */
import { apiMessages, apiPaths, PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { openProvider } from '../../config';
import { TEST_DATABASES, TEST_DEMO_SECRET, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import { bearer } from '../../test/players';
import {
  betBody,
  fundedGamePlayer,
  newTransactionId,
  providerCall,
  rollbackBody,
  USDT,
  walletBalanceOf,
  winBody,
  type GamePlayer,
} from '../../test/provider';
import { operatorToken, playerToken } from '../../test/requests';
import { isAboveWinLimit } from './held-wins';

const HELD_WINS = apiPaths.admin.heldWins;

describe('the win limit', () => {
  it('compares all the round’s wins with the multiple of its stake, exactly at any size', () => {
    expect(isAboveWinLimit({ stake: 1, wins: 0, amount: 10_000, multiple: 10_000 })).toBe(false);
    expect(isAboveWinLimit({ stake: 1, wins: 0, amount: 10_001, multiple: 10_000 })).toBe(true);
    expect(isAboveWinLimit({ stake: 2, wins: 19, amount: 1, multiple: 10 })).toBe(false);
    expect(isAboveWinLimit({ stake: 2, wins: 19, amount: 2, multiple: 10 })).toBe(true);
    expect(isAboveWinLimit({ stake: 0, wins: 0, amount: 1, multiple: 10_000 })).toBe(true);
    // Beyond 2^53 the product of numbers would round; in bigint it does not.
    expect(isAboveWinLimit({ stake: 2 ** 52, wins: 0, amount: 2 ** 53 + 2, multiple: 2 })).toBe(true);
  });
});

describe.each(TEST_DATABASES)('held wins at the default limit on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app));

  it('holds the issue’s win of 1,000,000 on a bet of 0.000001: the balance stays, the provider hears it was taken', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const bet = betBody(player, '0.000001');
    await providerCall(testApp, 'bet', bet);
    const win = winBody(player, bet, '1000000');
    const answer = await providerCall(testApp, 'win', win);
    expect(answer.body).toEqual({
      code: 200,
      result: { balance: '9.999999', transaction_id: win.transaction_id, held: true },
    });
    expect(await walletBalanceOf(testApp, player.id)).toBe(10 * USDT - 1);
    // 10,000 times the stake is still paid.
    const next = betBody(player, '0.000001');
    await providerCall(testApp, 'bet', next);
    expect((await providerCall(testApp, 'win', winBody(player, next, '0.01'))).body.result).toEqual({
      balance: '10.009998',
      transaction_id: expect.any(String),
    });
  });

  it('refuses a rollback of another bet of a round after its win: the win was judged on that bet’s stake too', async () => {
    // The reviewer's sequence: 0.000001 and 99 staked, 900,000 won on the small bet (within
    // 10,000 × 99.000001), then the 99 taken back would leave a win of 900,000 on 0.000001.
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const round_id = newTransactionId('round');
    const small = betBody(player, '0.000001', { round_id });
    const large = betBody(player, '99', { round_id });
    for (const bet of [small, large]) expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
    const win = await providerCall(testApp, 'win', winBody(player, small, '900000'));
    expect(win.body.result).toEqual({ balance: '900000.999999', transaction_id: expect.any(String) });
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, large))).body).toEqual({
      code: CODES.betAlreadySettled,
      message: apiMessages.walletRoundSettled,
    });
    expect(await walletBalanceOf(testApp, player.id)).toBe(900_000_999_999);
  });
});

describe.each(TEST_DATABASES)('held wins on %s', (database) => {
  let testApp: TestApp;
  let operator = '';
  // A small multiple keeps the amounts readable: 10 times the round's stake.
  useLedgerTestApp(database, (app) => (testApp = app), {
    providers: { demo: openProvider(TEST_DEMO_SECRET, 'http://127.0.0.1:3300/play', { maxWinMultiple: 10 }) },
  });
  beforeAll(async () => {
    operator = await operatorToken(testApp);
  });

  const asOperator = (method: 'GET' | 'POST', url: string, payload?: object, token = operator) =>
    testApp.call({ method, url, payload, headers: bearer(token) });
  const decide = (id: number, decision: string, token = operator) =>
    asOperator('POST', `${HELD_WINS}/${id}/decide`, { decision }, token);
  const heldRowOf = (transactionId: string) =>
    testApp.context.db
      .selectFrom('held_wins')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();

  /** A player with 100 USDT and an open round of a 1 USDT bet: its limit is 10 USDT of wins. */
  async function roundOfOne(): Promise<{ player: GamePlayer; bet: ReturnType<typeof betBody> }> {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const bet = betBody(player, '1');
    expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
    return { player, bet };
  }

  it('counts several wins of a round together: the win that crosses the limit is held, and so is any after it', async () => {
    const { player, bet } = await roundOfOne();
    expect((await providerCall(testApp, 'win', winBody(player, bet, '4'))).body.result.held).toBeUndefined();
    expect((await providerCall(testApp, 'win', winBody(player, bet, '5'))).body.result.held).toBeUndefined();
    const crossing = winBody(player, bet, '2');
    expect((await providerCall(testApp, 'win', crossing)).body.result).toMatchObject({
      balance: '108.000000',
      held: true,
    });
    // 9 paid and 2 held: one more, even 1, would be 12.
    const after = winBody(player, bet, '1');
    expect((await providerCall(testApp, 'win', after)).body.result.held).toBe(true);
    // A lost round's win of 0 is never held.
    expect((await providerCall(testApp, 'win', winBody(player, bet, '0'))).body.result.held).toBeUndefined();
    expect(await walletBalanceOf(testApp, player.id)).toBe(108 * USDT);
    expect(await heldRowOf(crossing.transaction_id)).toMatchObject({
      status: 'pending',
      amount: 2 * USDT,
      round_stake: USDT,
      round_wins: 9 * USDT,
      max_win_multiple: 10,
      transfer_id: null,
    });
    expect((await heldRowOf(after.transaction_id)).round_wins).toBe(11 * USDT);
  });

  it('answers a repeat of a held win as the first time, holds it once, and refuses its id with another amount', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '50');
    const first = await providerCall(testApp, 'win', win);
    expect(first.body.result.held).toBe(true);
    expect((await providerCall(testApp, 'win', win)).body).toEqual(first.body);
    const count = await testApp.context.db
      .selectFrom('held_wins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('transaction_id', '=', win.transaction_id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await providerCall(testApp, 'win', { ...win, amount: '51' })).body.code).toBe(CODES.transactionConflict);
    expect(await walletBalanceOf(testApp, player.id)).toBe(99 * USDT);
  });

  it('writes the hold to the audit log as the system’s, and each decision as its operator’s', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '11');
    await providerCall(testApp, 'win', win);
    const held = await heldRowOf(win.transaction_id);
    const audit = (await asOperator('GET', apiPaths.admin.audit)).body.result;
    expect(audit[0]).toMatchObject({
      operator: apiMessages.auditBySystem,
      action: 'create',
      entity: 'held_wins',
      entity_id: String(held.id),
      before: null,
      after: { status: 'pending', amount: 11 * USDT },
    });
    expect((await decide(held.id, 'refuse')).body.result).toMatchObject({ status: 'refused', amount: '11.000000' });
    const [decision] = (await asOperator('GET', apiPaths.admin.audit)).body.result;
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

  it('holds one of two wins that together cross the limit when they come at once for two bets of one round', async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const round_id = newTransactionId('round');
    const bets = [betBody(player, '1', { round_id }), betBody(player, '1', { round_id })];
    for (const bet of bets) expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
    // Limit 20: 15 and 15 are each within it, not together.
    const answers = await Promise.all(bets.map((bet) => providerCall(testApp, 'win', winBody(player, bet, '15'))));
    expect(answers.map((answer) => answer.body.result.held === true).sort()).toEqual([false, true]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(113 * USDT);
  });

  it('counts a held win as the bet’s settlement: its rollback is refused and the win stays payable, once', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '20');
    await providerCall(testApp, 'win', win);
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, bet))).body).toEqual({
      code: CODES.betAlreadySettled,
      message: apiMessages.walletBetSettled,
    });
    expect(await walletBalanceOf(testApp, player.id)).toBe(99 * USDT);
    expect((await decide((await heldRowOf(win.transaction_id)).id, 'pay')).body.code).toBe(200);
    expect(await walletBalanceOf(testApp, player.id)).toBe(119 * USDT);
  });

  it('refuses a rollback of another bet of the round after a held win or a win of 0', async () => {
    for (const amount of ['1000', '0']) {
      const player = await fundedGamePlayer(testApp, 100 * USDT);
      const round_id = newTransactionId('round');
      const [first, second] = [betBody(player, '1', { round_id }), betBody(player, '50', { round_id })];
      for (const bet of [first, second]) expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
      await providerCall(testApp, 'win', winBody(player, first, amount));
      expect((await providerCall(testApp, 'rollback', rollbackBody(player, second))).body.code).toBe(
        CODES.betAlreadySettled,
      );
      expect(await walletBalanceOf(testApp, player.id)).toBe(49 * USDT);
    }
  });

  it('holds a win after held wins of a round that add up past 2^53 micro-USDT, and lists them', async () => {
    const { player, bet } = await roundOfOne();
    for (let i = 0; i < 10; i += 1)
      expect((await providerCall(testApp, 'win', winBody(player, bet, '1000000000'))).body.result.held).toBe(true);
    const last = winBody(player, bet, '0.000001');
    expect((await providerCall(testApp, 'win', last)).body).toEqual({
      code: 200,
      result: { balance: '99.000000', transaction_id: last.transaction_id, held: true },
    });
    expect((await asOperator('GET', HELD_WINS)).body.code).toBe(200);
  });

  it('never pays a held win whose bet was rolled back (a rollback recorded before the hold rules existed)', async () => {
    const { player, bet } = await roundOfOne();
    const win = winBody(player, bet, '20');
    await providerCall(testApp, 'win', win);
    const held = await heldRowOf(win.transaction_id);
    // Written straight in: the wallet itself refuses this rollback (the test above).
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
