/** The reality check's figures (this login's time and net result) and its 退出游戏 (games take no more bets). */
import { apiPaths, PROVIDER_WALLET_CODES } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { callAs, protectionCalls, protectionEventsOf } from '../../test/protection';
import {
  betBody,
  fundedGamePlayer,
  launchTokenFor,
  providerCall,
  USDT,
  winBody,
  withoutWinLimit,
} from '../../test/provider';
import { generousLimits, playerToken } from '../../test/requests';

describe.each(TEST_DATABASES)('reality check on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, { ...generousLimits(), ...withoutWinLimit() });
  });
  afterAll(() => testApp.close());

  it("answers this login's start, minutes and net result: rounds opened since the login only", async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    // A round before this login (another device, an earlier login) is not this session's.
    expect((await providerCall(testApp, 'bet', betBody(player, '5'))).body.code).toBe(200);
    testApp.advanceTime(1000);
    const loginAt = testApp.context.now().getTime();
    const token = await playerToken(testApp, player.id);
    const calls = protectionCalls(testApp, token);
    await calls.realityCheck(30);

    const lost = betBody(player, '10');
    expect((await providerCall(testApp, 'bet', lost)).body.code).toBe(200);
    expect((await providerCall(testApp, 'win', winBody(player, lost, '4'))).body.code).toBe(200);
    // An open round counts its whole stake until it settles.
    expect((await providerCall(testApp, 'bet', betBody(player, '2.5'))).body.code).toBe(200);
    testApp.advanceTime(25 * 60_000 + 5_000);

    const { code, result } = await calls.session();
    expect(code).toBe(200);
    expect(Date.parse(result.started_at)).toBeGreaterThanOrEqual(loginAt);
    expect(result).toEqual({
      started_at: result.started_at,
      minutes: 25,
      net_result: '-8.500000',
      reality_check_minutes: 30,
    });
  });

  it('answers a win as a positive net result, and zero minutes at once', async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const token = await playerToken(testApp, player.id);
    const bet = betBody(player, '1');
    await providerCall(testApp, 'bet', bet);
    await providerCall(testApp, 'win', winBody(player, bet, '3.25'));
    expect((await protectionCalls(testApp, token).session()).result).toMatchObject({
      minutes: 0,
      net_result: '2.250000',
      reality_check_minutes: 0,
    });
  });

  it("退出游戏 ends the player's game sessions: no more bets, wins of placed bets still paid, the site stays logged in", async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const token = await playerToken(testApp, player.id);
    const unusedLaunch = await launchTokenFor(testApp, player.id);
    const placed = betBody(player, '3');
    expect((await providerCall(testApp, 'bet', placed)).body.code).toBe(200);

    expect(await protectionCalls(testApp, token).endSession()).toEqual({ code: 200, result: { ok: true } });

    const refused = await providerCall(testApp, 'bet', betBody(player, '1'));
    expect(refused.body.code).toBe(PROVIDER_WALLET_CODES.sessionInvalid);
    const balance = await providerCall(testApp, 'balance', {
      player_id: player.playerId,
      session_token: player.sessionToken,
    });
    expect(balance.body.code).toBe(PROVIDER_WALLET_CODES.sessionInvalid);
    expect((await providerCall(testApp, 'win', winBody(player, placed, '6'))).body.code).toBe(200);
    // The launch minted before 退出游戏 opens no game.
    const stale = await providerCall(testApp, 'authenticate', { launch_token: unusedLaunch });
    expect(stale.body.code).toBe(PROVIDER_WALLET_CODES.sessionInvalid);

    expect((await callAs(testApp, token, 'GET', apiPaths.protection.status)).code).toBe(200);
    const [event] = await protectionEventsOf(testApp, player.id);
    expect(event).toMatchObject({
      action: 'reality_check_exit',
      actor: 'player',
      detail: { gameSessions: 1, launches: 1 },
    });
    // Playing again is a new launch, as always.
    const again = await providerCall(testApp, 'authenticate', {
      launch_token: await launchTokenFor(testApp, player.id),
    });
    expect(again.body.code).toBe(200);
  });
});
