/**
 * Player protection at the game: whether a provider's bet may be taken (a break, the stake per
 * round, the loss limits) and whether a game may be launched. Deposits never matter here.
 */
import { apiMessages, fillMessage, formatUsdt, protectionNames, type LimitKey, type MicroUsdt } from 'shared-contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { refuse } from '../../errors';
import { activeBreak, breakRefusal, limitsInForce, shownTime } from './guard';
import { bindingLimit, windowDaysOf, windowStart, type LimitCheck, type LimitState } from './limit-windows';
import { sumLossesSince } from './loss-store';
import { lockProtectionRow } from './store';
import { lossAmounts, windowUsage } from './usage';

type Db = Kysely<Database>;
type LossKey = 'loss_24h' | 'loss_7d' | 'loss_30d';

const LOSS_KEYS: readonly LossKey[] = ['loss_24h', 'loss_7d', 'loss_30d'];
/** The limits a bet is judged on (the database's wallet_call leaves a player with any of them to checkBet). */
export const PLAY_KEYS: readonly LimitKey[] = ['stake_round', ...LOSS_KEYS];

/** Why a bet is refused: the player's break, the round's stake limit, or a loss limit; the message is the player's. */
export interface PlayRefusal {
  kind: 'break' | 'loss' | 'stake';
  message: string;
}

/** USDT text without trailing zeros, for a figure inside a sentence. @example amountInText(50_000_000) // '50' */
const amountInText = (amount: number) => formatUsdt(amount as MicroUsdt).replace(/\.?0+$/, '');

/** The loss limits in force, as amounts by key; keys without a limit are left out. */
function lossLimitsOf(limits: Map<LimitKey, LimitState>): Array<{ key: LossKey; limit: number }> {
  return LOSS_KEYS.flatMap((key) => {
    const amount = limits.get(key)?.amount ?? null;
    return amount === null ? [] : [{ key, limit: amount }];
  });
}

/**
 * The loss limit `amount` more of loss would pass (the one with the least room binds), with its
 * refusal; null when it fits in all of them. Wins offset losses, so a winning player has more room.
 */
async function lossRefusal(
  db: Db,
  playerId: number,
  lossLimits: ReadonlyArray<{ key: LossKey; limit: number }>,
  amount: number,
  now: Date,
): Promise<PlayRefusal | null> {
  if (lossLimits.length === 0) return null;
  const windows = lossLimits.map(({ key }) => ({ key, since: windowStart(windowDaysOf(key)!, now).toISOString() }));
  const used = await sumLossesSince(db, playerId, windows);
  const checks: LimitCheck<LossKey>[] = lossLimits.map(({ key, limit }) => ({ key, limit, used: used.get(key) ?? 0 }));
  const binding = bindingLimit(checks, amount);
  if (binding === null) return null;
  // Refusals are rare: only then the rounds themselves, for when room returns (as the limits page shows it).
  const usage = windowUsage(binding.key, await lossAmounts(db, playerId, now), now)!;
  const message = fillMessage(apiMessages.lossLimitReached, {
    limit: protectionNames[binding.key],
    amount: amountInText(binding.limit),
    resets: shownTime(usage.resetsAt),
  });
  return { kind: 'loss', message };
}

/** A bet as checkBet judges it. */
export interface BetToJudge {
  playerId: number;
  amount: number;
  now: Date;
  /** The round's stake before this bet, read when a stake limit asks (after the lock, on PostgreSQL). */
  roundStake: () => Promise<number>;
}

/**
 * Judges a provider's bet inside its transaction; null when it may be taken. In order: a break in
 * force, the stake-per-round limit (the round's stake with this bet), the loss limits (24 hours,
 * 7 days, 30 days: the net loss in the window plus this bet must stay within each). A player
 * without limits costs two indexed reads and no lock.
 * @example await checkBet(trx, context, { playerId: 7, amount: 5_000_000, now, roundStake: async () => 0 }) // null
 */
export async function checkBet(
  trx: Db,
  context: Pick<AppContext, 'dialect'>,
  bet: BetToJudge,
): Promise<PlayRefusal | null> {
  const { playerId, now } = bet;
  let limits = await limitsInForce(trx, playerId, now, PLAY_KEYS);
  if ([...limits.values()].some((state) => state.amount !== null)) {
    // On PostgreSQL this player's bets are judged one after another from here to commit, each
    // seeing the stakes and losses the one before it added: together they cannot pass a limit. The
    // limits are read again under the lock, as a change of them (which takes the same lock) left them.
    await lockProtectionRow(trx, context.dialect, playerId, now.toISOString());
    limits = await limitsInForce(trx, playerId, now, PLAY_KEYS);
  }
  const onBreak = await activeBreak(trx, playerId, now);
  if (onBreak) return { kind: 'break', message: breakRefusal(onBreak, 'play').message };
  const stakeLimit = limits.get('stake_round')?.amount ?? null;
  if (stakeLimit !== null && (await bet.roundStake()) + bet.amount > stakeLimit)
    return { kind: 'stake', message: fillMessage(apiMessages.stakeLimitReached, { amount: amountInText(stakeLimit) }) };
  return lossRefusal(trx, playerId, lossLimitsOf(limits), bet.amount, now);
}

/**
 * Refuses to launch a game for a player on a break, or one whose loss limit has no room left (not
 * even the smallest bet would be taken), with the message a bet would get.
 */
export async function assertMayLaunch(db: Db, playerId: number, now: Date): Promise<void> {
  const onBreak = await activeBreak(db, playerId, now);
  if (onBreak) throw breakRefusal(onBreak, 'play');
  const lossLimits = lossLimitsOf(await limitsInForce(db, playerId, now, LOSS_KEYS));
  const refusal = await lossRefusal(db, playerId, lossLimits, 1, now);
  if (refusal) throw refuse(refusal.message);
}
