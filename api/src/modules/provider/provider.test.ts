/** The seamless wallet's protocol, call by call, on every test database. */
import { apiMessages, PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import {
  betBody,
  fundedGamePlayer,
  launchTokenFor,
  rollbackBody,
  USDT,
  walletBalanceOf,
  providerCall,
  winBody,
  withoutWinLimit,
} from '../../test/provider';

describe.each(TEST_DATABASES)('seamless wallet on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  it('bets, wins and answers the balance; a lost round settles with a win of 0', async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const bet = betBody(player, '10');
    const placed = await providerCall(testApp, 'bet', bet);
    expect(placed.body).toEqual({ code: 200, result: { balance: '90.000000', transaction_id: bet.transaction_id } });
    const won = await providerCall(testApp, 'win', winBody(player, bet, '25.5'));
    expect(won.body.result.balance).toBe('115.500000');
    const lost = betBody(player, '0.000001');
    await providerCall(testApp, 'bet', lost);
    expect((await providerCall(testApp, 'win', winBody(player, lost, '0'))).body.result.balance).toBe('115.499999');
    expect(
      (await providerCall(testApp, 'balance', { player_id: player.playerId, session_token: player.sessionToken })).body
        .result.balance,
    ).toBe('115.499999');
    const rounds = await testApp.context.db
      .selectFrom('game_rounds')
      .select(['round_id', 'stake', 'payout', 'status', 'game_type_id'])
      .where('player_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(rounds.map((round) => [Number(round.stake), Number(round.payout), round.status])).toEqual([
      [10 * USDT, 25.5 * USDT, 'settled'],
      [1, 0, 'settled'],
    ]);
  });

  it('refuses a bet above the balance and moves nothing', async () => {
    const player = await fundedGamePlayer(testApp, 5 * USDT);
    const refused = await providerCall(testApp, 'bet', betBody(player, '5.000001'));
    expect(refused.body).toEqual({ code: CODES.insufficientFunds, message: apiMessages.insufficientFunds });
    expect(await walletBalanceOf(testApp, player.id)).toBe(5 * USDT);
    expect((await providerCall(testApp, 'bet', betBody(player, '5'))).body.result.balance).toBe('0.000000');
  });

  it('answers a repeated call with its first answer, and refuses the same id with another meaning', async () => {
    const player = await fundedGamePlayer(testApp, 50 * USDT);
    const other = await fundedGamePlayer(testApp, 50 * USDT);
    const bet = betBody(player, '3');
    const first = await providerCall(testApp, 'bet', bet);
    expect((await providerCall(testApp, 'bet', bet)).body).toEqual(first.body);
    expect(await walletBalanceOf(testApp, player.id)).toBe(47 * USDT);
    for (const changed of [
      { ...bet, amount: '4' },
      { ...bet, round_id: 'another-round' },
      { ...betBody(other, '3'), transaction_id: bet.transaction_id },
    ]) {
      expect((await providerCall(testApp, 'bet', changed)).body.code).toBe(CODES.transactionConflict);
    }
    const win = winBody(player, bet, '6');
    const paid = await providerCall(testApp, 'win', win);
    expect((await providerCall(testApp, 'win', win)).body).toEqual(paid.body);
    expect((await providerCall(testApp, 'win', { ...win, amount: '7' })).body.code).toBe(CODES.transactionConflict);
    expect(await walletBalanceOf(testApp, player.id)).toBe(53 * USDT);
  });

  it('refuses a win or rollback of an unknown bet; the rollback leaves a tombstone that refuses the bet later', async () => {
    const player = await fundedGamePlayer(testApp, 20 * USDT);
    const bet = betBody(player, '2');
    expect((await providerCall(testApp, 'win', winBody(player, bet, '4'))).body.code).toBe(CODES.betNotFound);
    const rollback = rollbackBody(player, bet);
    expect((await providerCall(testApp, 'rollback', rollback)).body).toEqual({
      code: CODES.betNotFound,
      message: apiMessages.walletBetNotFound,
    });
    expect((await providerCall(testApp, 'rollback', rollback)).body.code).toBe(CODES.betNotFound);
    expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(CODES.betCancelled);
    expect(await walletBalanceOf(testApp, player.id)).toBe(20 * USDT);
  });

  it('refunds a rollback once, and refuses a rollback after a win and a win after a rollback', async () => {
    const player = await fundedGamePlayer(testApp, 20 * USDT);
    const refunded = betBody(player, '2');
    await providerCall(testApp, 'bet', refunded);
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, refunded))).body.result.balance).toBe(
      '20.000000',
    );
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, refunded))).body.code).toBe(
      CODES.betCancelled,
    );
    expect((await providerCall(testApp, 'win', winBody(player, refunded, '5'))).body.code).toBe(CODES.betCancelled);
    const round = await testApp.context.db
      .selectFrom('game_rounds')
      .select(['status', 'stake'])
      .where('round_id', '=', refunded.round_id)
      .executeTakeFirstOrThrow();
    expect([round.status, Number(round.stake)]).toEqual(['cancelled', 0]);

    const settled = betBody(player, '2');
    await providerCall(testApp, 'bet', settled);
    await providerCall(testApp, 'win', winBody(player, settled, '1'));
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, settled))).body.code).toBe(
      CODES.betAlreadySettled,
    );
    expect(await walletBalanceOf(testApp, player.id)).toBe(19 * USDT);
  });

  it('takes bets only in a live session, but wins and rollbacks after it ended', async () => {
    const player = await fundedGamePlayer(testApp, 20 * USDT);
    const bet = betBody(player, '1');
    await providerCall(testApp, 'bet', bet);
    const open = betBody(player, '1');
    await providerCall(testApp, 'bet', open);
    testApp.advanceTime(testApp.context.config.gameSessionTtlMs + 1000);
    try {
      expect((await providerCall(testApp, 'bet', betBody(player, '1'))).body.code).toBe(CODES.sessionInvalid);
      expect(
        (await providerCall(testApp, 'bet', { ...betBody(player, '1'), session_token: 'x'.repeat(43) })).body.code,
      ).toBe(CODES.sessionInvalid);
      expect((await providerCall(testApp, 'win', winBody(player, bet, '3'))).body.code).toBe(200);
      expect((await providerCall(testApp, 'rollback', rollbackBody(player, open))).body.code).toBe(200);
      expect(await walletBalanceOf(testApp, player.id)).toBe(22 * USDT);
    } finally {
      testApp.advanceTime(-(testApp.context.config.gameSessionTtlMs + 1000));
    }
  });

  it('exchanges a launch token once, and only for its provider', async () => {
    const player = await fundedGamePlayer(testApp, 0);
    const token = await launchTokenFor(testApp, player.id);
    const first = await providerCall(testApp, 'authenticate', { launch_token: token });
    expect(first.body.result).toMatchObject({
      player_id: player.playerId,
      game_code: 'demo_fruit_slot',
      balance: '0.000000',
      currency: 'USDT',
    });
    expect((await providerCall(testApp, 'authenticate', { launch_token: token })).body).toEqual({
      code: CODES.sessionInvalid,
      message: apiMessages.launchTokenInvalid,
    });
    const expired = await launchTokenFor(testApp, player.id);
    testApp.advanceTime(testApp.context.config.launchTokenTtlMs + 1);
    try {
      expect((await providerCall(testApp, 'authenticate', { launch_token: expired })).body.code).toBe(
        CODES.sessionInvalid,
      );
    } finally {
      testApp.advanceTime(-(testApp.context.config.launchTokenTtlMs + 1));
    }
  });

  it('refuses unsigned, stale, tampered and unknown-provider calls with nothing moved', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const bet = betBody(player, '1');
    expect((await providerCall(testApp, 'bet', bet, { secret: 'not-the-secret' })).status).toBe(401);
    expect(
      (await providerCall(testApp, 'bet', bet, { timestamp: testApp.context.now().getTime() - 6 * 60_000 })).status,
    ).toBe(401);
    expect((await providerCall(testApp, 'bet', bet, { tamper: (raw) => raw.replace('"1"', '"0.5"') })).status).toBe(
      401,
    );
    expect((await providerCall(testApp, 'bet', bet, { provider: 'pg', secret: 'guess' })).status).toBe(404);
    const unsigned = await testApp.call({
      method: 'POST',
      url: '/api/wallet/demo/bet',
      payload: JSON.stringify(bet),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect(await walletBalanceOf(testApp, player.id)).toBe(10 * USDT);
  });

  it('answers bad input with a refusal, never a 500', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const bet = betBody(player, '1');
    const bad: Array<Record<string, unknown>> = [
      { ...bet, amount: '-1' },
      { ...bet, amount: '0' },
      { ...bet, amount: '1.0000001' },
      { ...bet, amount: 1 },
      { ...bet, amount: '1e3' },
      { ...bet, player_id: '99999999' },
      { ...bet, player_id: 'abc' },
      { ...bet, transaction_id: 'x'.repeat(65) },
      { ...bet, extra: 1 },
      { ...bet, round_id: "1' or 1=1 --" },
    ];
    for (const body of bad) {
      const answer = await providerCall(testApp, 'bet', body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body.code, JSON.stringify(body)).not.toBe(200);
    }
    expect((await providerCall(testApp, 'bet', bet, { tamper: () => 'not json' })).status).toBe(401);
    expect(await walletBalanceOf(testApp, player.id)).toBe(10 * USDT);
  });

  it('refuses an amount above 1,000,000,000 USDT as out of range on a bet or a win, never a 500, with nothing moved', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const outOfRange = { status: 200, body: { code: 400, message: apiMessages.amountOutOfRange } };
    // Within what the text pattern allows; the last ones are above 2^53 micro-USDT (about 9 billion USDT).
    const tooLarge = ['1000000000.000001', '1000000001', '999999999999', '999999999999.999999', '9007199254.740992'];
    for (const amount of tooLarge)
      expect(await providerCall(testApp, 'bet', betBody(player, amount)), amount).toEqual(outOfRange);
    // The largest amount is an amount like any: a bet of it is refused for funds.
    expect((await providerCall(testApp, 'bet', betBody(player, '1000000000'))).body.code).toBe(CODES.insufficientFunds);

    const bet = betBody(player, '1');
    await providerCall(testApp, 'bet', bet);
    for (const amount of tooLarge)
      expect(await providerCall(testApp, 'win', winBody(player, bet, amount)), amount).toEqual(outOfRange);
    const round = await testApp.context.db
      .selectFrom('game_rounds')
      .select(['status', 'payout'])
      .where('round_id', '=', bet.round_id)
      .executeTakeFirstOrThrow();
    expect([round.status, Number(round.payout)]).toEqual(['open', 0]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(9 * USDT);
    expect((await providerCall(testApp, 'win', winBody(player, bet, '2'))).body.result.balance).toBe('11.000000');
  });
});
