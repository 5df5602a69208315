/**
 * Test helpers for player protection at the game: limits and breaks written as the protection store
 * writes them, rounds played days ago through the real callbacks, and what a refusal must not move.
 */
import { apiMessages, fillMessage, microUsdt, protectionNames, type BreakKind, type LimitKey } from 'shared-contracts';
import { breakEnd } from '../modules/protection/limit-windows';
import { lockProtectionRow, updateProtectionRow, upsertLimitRow } from '../modules/protection/store';
import { shownTime } from '../modules/protection/guard';
import type { TestApp } from './harness';
import { betBody, providerCall, winBody, type GamePlayer } from './provider';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Sets a limit in force (micro-USDT; null: none), optionally with a pending change at `pending.at`. */
export async function setPlayLimit(
  testApp: TestApp,
  playerId: number,
  key: LimitKey,
  amount: number | null,
  pending?: { amount: number | null; at: Date },
): Promise<void> {
  await upsertLimitRow(testApp.context.db, {
    player_id: playerId,
    limit_key: key,
    amount: amount === null ? null : microUsdt(amount),
    pending_amount: pending?.amount == null ? null : microUsdt(pending.amount),
    pending_at: pending ? pending.at.toISOString() : null,
    updated_at: testApp.context.now().toISOString(),
  });
}

/** Starts a break now (the row only: ending sessions is the break use case's, so a game session stays live). */
export async function setBreak(testApp: TestApp, playerId: number, kind: BreakKind, period: string) {
  const { db, dialect } = testApp.context;
  const now = testApp.context.now();
  const until = breakEnd(kind, period, now);
  await lockProtectionRow(db, dialect, playerId, now.toISOString());
  await updateProtectionRow(db, playerId, {
    break_kind: kind,
    break_period: period,
    break_started_at: now.toISOString(),
    break_until: until === null ? null : until.toISOString(),
    updated_at: now.toISOString(),
  });
  return until;
}

/** The refusal of a bet or launch during a break that ends at `until` (null: permanent). */
export const playOnBreakMessage = (kind: BreakKind, until: Date | null) =>
  fillMessage(apiMessages.playOnBreak, {
    kind: protectionNames[kind],
    until: until === null ? protectionNames.permanent : shownTime(until),
  });

/** The refusal of a bet past a loss limit of `amount` USDT text, whose room returns at `resets`. */
export const lossMessage = (key: 'loss_24h' | 'loss_7d' | 'loss_30d', amount: string, resets: Date) =>
  fillMessage(apiMessages.lossLimitReached, { limit: protectionNames[key], amount, resets: shownTime(resets) });

/** Plays a whole round `daysAgo` days back (bet `stake`, win `payout`, USDT text) through the callbacks. */
export async function playRoundDaysAgo(
  testApp: TestApp,
  player: GamePlayer,
  daysAgo: number,
  stake: string,
  payout: string,
): Promise<void> {
  testApp.advanceTime(-daysAgo * DAY_MS);
  try {
    const bet = betBody(player, stake);
    if ((await providerCall(testApp, 'bet', bet)).body.code !== 200) throw new Error('bet of a past round refused');
    if ((await providerCall(testApp, 'win', winBody(player, bet, payout))).body.code !== 200)
      throw new Error('win of a past round refused');
  } finally {
    testApp.advanceTime(daysAgo * DAY_MS);
  }
}

/** Everything a bet could move for the player: balance, rounds, their calls and transfers. */
export async function moneyOf(testApp: TestApp, playerId: number) {
  const db = testApp.context.db;
  const wallet = await db
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('code', '=', `player:${playerId}`)
    .executeTakeFirstOrThrow();
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['round_id', 'stake', 'payout', 'status'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
  const calls = await db
    .selectFrom('provider_transactions')
    .select(['transaction_id', 'kind'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
  const entries = await db.selectFrom('entries').select('id').where('account_id', '=', wallet.id).execute();
  return {
    balance: Number(wallet.balance),
    rounds: rounds.map((round) => ({ ...round, stake: Number(round.stake), payout: Number(round.payout) })),
    calls,
    entries: entries.length,
  };
}
