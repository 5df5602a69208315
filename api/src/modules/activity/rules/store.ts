/**
 * SQL the rule kinds read: a player's credited deposits and registration, valid stake (a day's, or
 * days' in categories), net loss and winning rounds, rounds opened, and claims of a day.
 */
import { sql, type Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import { outsideRoundKinds, settledRounds } from '../../../db/partial-indexes';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The ledger kinds that credit a deposit to a wallet (chain deposits and pay-channel orders). */
const DEPOSIT_KINDS = ['deposit', 'channel_deposit'];

export interface CreditedDeposit {
  amount: MicroUsdt;
  /** ISO UTC. */
  at: string;
}

/** The player's earliest deposit credit at or after `since` (ISO UTC; all time when omitted), before `until` when given. */
export async function selectFirstDeposit(
  db: Db,
  playerId: number,
  window: { since?: string; until?: string } = {},
): Promise<CreditedDeposit | null> {
  let query = db
    .selectFrom('entries')
    .innerJoin('accounts', 'accounts.id', 'entries.account_id')
    .select(['entries.amount', 'entries.created_at'])
    .where('accounts.player_id', '=', playerId)
    .where('accounts.kind', '=', 'player')
    .where('entries.kind', 'in', DEPOSIT_KINDS)
    .where(outsideRoundKinds('entries.kind'))
    .where('entries.amount', '>', microUsdt(0));
  if (window.since !== undefined) query = query.where('entries.created_at', '>=', window.since);
  if (window.until !== undefined) query = query.where('entries.created_at', '<', window.until);
  const row = await query.orderBy('entries.created_at', 'asc').orderBy('entries.id', 'asc').executeTakeFirst();
  return row ? { amount: row.amount, at: row.created_at } : null;
}

/** When the player registered (ISO UTC), or undefined for no such player. */
export async function selectRegisteredAt(db: Db, playerId: number): Promise<string | undefined> {
  const row = await db.selectFrom('players').select('created_at').where('id', '=', playerId).executeTakeFirst();
  return row?.created_at;
}

/** Σ valid stake of the player's settled rounds on an Asia/Shanghai day (every category). */
export async function selectDayStake(db: Db, playerId: number, day: string): Promise<MicroUsdt> {
  const row = await db
    .selectFrom('player_daily_performance')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake'), eb.lit(0)).as('total'))
    .where('player_id', '=', playerId)
    .where('day', '=', day)
    .executeTakeFirst();
  return microUsdt(Number(row?.total ?? 0));
}

/** Whether the player opened a round in [since, until) (ISO UTC). */
export async function hasRoundOpenedBetween(db: Db, playerId: number, since: string, until: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_rounds')
    .select('id')
    .where('player_id', '=', playerId)
    .where('opened_at', '>=', since)
    .where('opened_at', '<', until)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Σ valid stake of the player's rounds settled on days first..last (Asia/Shanghai, inclusive) in the categories. */
export async function selectStakeOfDays(
  db: Db,
  playerId: number,
  categories: readonly number[],
  days: { first: string; last: string },
): Promise<MicroUsdt> {
  const row = await db
    .selectFrom('player_daily_performance')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake'), eb.lit(0)).as('total'))
    .where('player_id', '=', playerId)
    .where('day', '>=', days.first)
    .where('day', '<=', days.last)
    .where('game_type_id', 'in', [...categories])
    .executeTakeFirst();
  return microUsdt(Number(row?.total ?? 0));
}

/** Σ (stake − payout) of the player's settled rounds opened on `day` (Asia/Shanghai) in the categories: negative is a win. */
export async function selectNetLossOfDay(
  db: Db,
  playerId: number,
  categories: readonly number[],
  day: string,
): Promise<number> {
  const row = await db
    .selectFrom('player_daily_bets')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('stake'), eb.lit(0)).as('stake'),
      eb.fn.coalesce(eb.fn.sum<number>('payout'), eb.lit(0)).as('payout'),
    ])
    .where('player_id', '=', playerId)
    .where('day', '=', day)
    .where('game_type_id', 'in', [...categories])
    .executeTakeFirst();
  return Number(row?.stake ?? 0) - Number(row?.payout ?? 0);
}

export interface WinningRoundsQuery {
  playerId: number;
  categories: readonly number[];
  maxStake: MicroUsdt;
  /** The lowest multiple of any tier: rounds below it win nothing. */
  minMultiple: number;
  /** settled_at in [from, to) (ISO UTC). */
  from: string;
  to: string;
  limit: number;
}

/**
 * The player's newest settled rounds (by settled_at, then id) with 0 < stake ≤ maxStake and payout ≥
 * minMultiple × stake. The multiple is tested as payout / m ≥ stake in integer division (the same
 * for whole numbers), so a large stake never overflows a bigint.
 */
export async function selectWinningRounds(db: Db, query: WinningRoundsQuery) {
  const rows = await db
    .selectFrom('game_rounds')
    .select(['id', 'stake', 'payout', 'settled_at'])
    .where('player_id', '=', query.playerId)
    .where(settledRounds())
    .where('game_type_id', 'in', [...query.categories])
    .where('settled_at', '>=', query.from)
    .where('settled_at', '<', query.to)
    .where('stake', '>', microUsdt(0))
    .where('stake', '<=', query.maxStake)
    .where(sql<boolean>`payout / ${sql.lit(Math.trunc(query.minMultiple))} >= stake`)
    .orderBy('settled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    stake: microUsdt(Number(row.stake)),
    payout: microUsdt(Number(row.payout)),
  }));
}

/** How many claims of the type the player made in [from, to) (ISO UTC): a daily limit's count. */
export async function countClaimsBetween(
  db: Db,
  playerId: number,
  activityType: number,
  range: { from: string; to: string },
): Promise<number> {
  const row = await db
    .selectFrom('promotion_claims')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('player_id', '=', playerId)
    .where('activity_type', '=', activityType)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
