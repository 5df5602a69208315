/** SQL the rule kinds read: a player's credited deposits, registration, today's valid stake and rounds. */
import type { Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import { outsideRoundKinds } from '../../db/partial-indexes';
import type { Database } from '../../db/schema';

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
