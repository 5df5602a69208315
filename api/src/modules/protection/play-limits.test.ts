/** Player protection at the provider's bet callback, on every test database: stake and loss limits, breaks. */
import { apiMessages, fillMessage, PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { useLedgerTestApp } from '../../test/ledger-suite';
import {
  DAY_MS,
  lossMessage,
  moneyOf,
  playOnBreakMessage,
  playRoundDaysAgo,
  setBreak,
  setPlayLimit,
} from '../../test/protection-play';
import {
  betBody,
  fundedGamePlayer,
  providerCall,
  rollbackBody,
  USDT,
  walletBalanceOf,
  winBody,
  withoutWinLimit,
  type GamePlayer,
} from '../../test/provider';
import { shanghaiDayStart } from './limit-windows';

type Bet = ReturnType<typeof betBody>;

describe.each(TEST_DATABASES)('play limits at the bet callback on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), withoutWinLimit());

  const call = async (action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    (await providerCall(testApp, action, body)).body;
  const taken = async (bet: Bet) => expect((await call('bet', bet)).code).toBe(200);
  /** The bet is refused for player protection with `message`, and nothing of the player's moved. */
  async function refused(player: GamePlayer, bet: Bet, message: string) {
    const before = await moneyOf(testApp, player.id);
    expect(await call('bet', bet)).toEqual({ code: CODES.playerProtection, message });
    expect(await moneyOf(testApp, player.id)).toEqual(before);
  }
  const dayStart = (daysAgo = 0) => shanghaiDayStart(new Date(testApp.context.now().getTime() - daysAgo * DAY_MS));
  const tomorrow = () => new Date(dayStart().getTime() + DAY_MS);

  it('takes the bets of a round up to its stake limit, exactly at it, and refuses 1 micro-USDT over', async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    await setPlayLimit(testApp, player.id, 'stake_round', 10 * USDT);
    const stakeMessage = fillMessage(apiMessages.stakeLimitReached, { amount: '10' });
    const first = betBody(player, '6');
    await taken(first);
    await taken(betBody(player, '4', { round_id: first.round_id }));
    await refused(player, betBody(player, '0.000001', { round_id: first.round_id }), stakeMessage);
    await refused(player, betBody(player, '10.000001'), stakeMessage);
    await taken(betBody(player, '10'));
    // The round's win is the player's money: it pays whatever the limits say.
    expect((await call('win', winBody(player, first, '30'))).result.balance).toBe('110.000000');
  });

  it("refuses a bet that would take the day's net loss past the daily limit; exactly at it is taken", async () => {
    const player = await fundedGamePlayer(testApp, 200 * USDT);
    await setPlayLimit(testApp, player.id, 'loss_24h', 50 * USDT);
    const lost = betBody(player, '30');
    await taken(lost);
    await call('win', winBody(player, lost, '0'));
    // An open round counts as lost until it settles.
    const open = betBody(player, '20');
    await taken(open);
    await refused(player, betBody(player, '0.000001'), lossMessage('loss_24h', '50', tomorrow()));
    // A win after the limit is reached still pays, and makes room again.
    expect((await call('win', winBody(player, open, '5'))).result.balance).toBe('155.000000');
    const last = betBody(player, '5');
    await taken(last);
    await refused(player, betBody(player, '0.000001'), lossMessage('loss_24h', '50', tomorrow()));
    // So does a rollback of a bet of an open round.
    expect((await call('rollback', rollbackBody(player, last))).result.balance).toBe('155.000000');
    await taken(betBody(player, '5'));
  });

  it('counts wins against losses: a winning day leaves more room than the limit', async () => {
    const player = await fundedGamePlayer(testApp, 200 * USDT);
    await setPlayLimit(testApp, player.id, 'loss_24h', 50 * USDT);
    const winning = betBody(player, '40');
    await taken(winning);
    await call('win', winBody(player, winning, '100'));
    await refused(player, betBody(player, '110.000001'), lossMessage('loss_24h', '50', tomorrow()));
    await taken(betBody(player, '110'));
    await refused(player, betBody(player, '0.000001'), lossMessage('loss_24h', '50', tomorrow()));
  });

  it('judges the 7-day limit on the rounds of the days before, its room returning when the oldest day leaves', async () => {
    const player = await fundedGamePlayer(testApp, 200 * USDT);
    await playRoundDaysAgo(testApp, player, 3, '40', '0');
    await setPlayLimit(testApp, player.id, 'loss_24h', 100 * USDT);
    await setPlayLimit(testApp, player.id, 'loss_7d', 60 * USDT);
    const weekly = lossMessage('loss_7d', '60', new Date(dayStart(3).getTime() + 7 * DAY_MS));
    await refused(player, betBody(player, '20.000001'), weekly);
    await taken(betBody(player, '20'));
    await refused(player, betBody(player, '0.000001'), weekly);
  });

  it('judges the 30-day limit the same way, and of several limits the one with the least room binds', async () => {
    const player = await fundedGamePlayer(testApp, 500 * USDT);
    await playRoundDaysAgo(testApp, player, 20, '150', '0');
    await playRoundDaysAgo(testApp, player, 3, '40', '0');
    await setPlayLimit(testApp, player.id, 'loss_24h', 100 * USDT);
    await setPlayLimit(testApp, player.id, 'loss_7d', 60 * USDT);
    await setPlayLimit(testApp, player.id, 'loss_30d', 200 * USDT);
    // Room: 100 today, 20 this week, 10 this month.
    const monthly = lossMessage('loss_30d', '200', new Date(dayStart(20).getTime() + 30 * DAY_MS));
    await refused(player, betBody(player, '10.000001'), monthly);
    await taken(betBody(player, '10'));
    await refused(player, betBody(player, '0.000001'), monthly);

    const other = await fundedGamePlayer(testApp, 100 * USDT);
    await setPlayLimit(testApp, other.id, 'loss_7d', 50 * USDT);
    await setPlayLimit(testApp, other.id, 'loss_24h', 30 * USDT);
    await refused(other, betBody(other, '30.000001'), lossMessage('loss_24h', '30', tomorrow()));
  });

  it('holds a limit until its raise is due, then the raised one', async () => {
    const player = await fundedGamePlayer(testApp, 200 * USDT);
    const now = testApp.context.now().getTime();
    await setPlayLimit(testApp, player.id, 'loss_24h', 20 * USDT, { amount: 100 * USDT, at: new Date(now + 60_000) });
    await refused(player, betBody(player, '20.000001'), lossMessage('loss_24h', '20', tomorrow()));
    await setPlayLimit(testApp, player.id, 'loss_24h', 20 * USDT, { amount: null, at: new Date(now - 60_000) });
    await taken(betBody(player, '150'));
  });

  it('refuses every bet during a cool-off or exclusion; wins and rollbacks of earlier bets still pay', async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const won = betBody(player, '10');
    const undone = betBody(player, '10');
    await taken(won);
    await taken(undone);
    const until = await setBreak(testApp, player.id, 'cool_off', '24h');
    await refused(player, betBody(player, '1'), playOnBreakMessage('cool_off', until));
    expect((await call('win', winBody(player, won, '25'))).result.balance).toBe('105.000000');
    expect((await call('rollback', rollbackBody(player, undone))).result.balance).toBe('115.000000');

    const excluded = await fundedGamePlayer(testApp, 100 * USDT);
    await setBreak(testApp, excluded.id, 'exclusion', 'permanent');
    await refused(excluded, betBody(excluded, '1'), playOnBreakMessage('exclusion', null));
  });

  it('remembers no refusal: a repeat is judged again, and a rollback of a refused bet leaves the usual tombstone', async () => {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    await setPlayLimit(testApp, player.id, 'stake_round', 5 * USDT);
    const stakeMessage = fillMessage(apiMessages.stakeLimitReached, { amount: '5' });
    const later = betBody(player, '8');
    await refused(player, later, stakeMessage);
    await refused(player, later, stakeMessage);
    // Room again (here the limit is gone): the same bet is taken, once.
    await setPlayLimit(testApp, player.id, 'stake_round', null);
    expect((await call('bet', later)).result.balance).toBe('92.000000');
    expect((await call('bet', later)).result.balance).toBe('92.000000');

    await setPlayLimit(testApp, player.id, 'stake_round', 5 * USDT);
    const never = betBody(player, '8');
    await refused(player, never, stakeMessage);
    expect((await call('rollback', rollbackBody(player, never))).code).toBe(CODES.betNotFound);
    expect((await call('bet', never)).code).toBe(CODES.betCancelled);
    expect(await walletBalanceOf(testApp, player.id)).toBe(92 * USDT);
  });

  it('leaves a player without limits alone: bets as before, and no protection row is written', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    await taken(betBody(player, '10'));
    const rows = await testApp.context.db
      .selectFrom('player_protection')
      .select('player_id')
      .where('player_id', '=', player.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
