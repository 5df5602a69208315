/** SQL of a withdrawal's review context: the player, their latest credited deposits, their play by day, open deposit reviews. */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { outsideRoundKinds } from '../../../db/partial-indexes';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The transfer kinds of the player's own deposits (chain and pay channel); bonuses are not deposits. */
const DEPOSIT_KINDS = ['deposit', 'channel_deposit'] as const;

export function selectContextPlayer(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select(['id', 'username', 'created_at', 'login_disabled_at'])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

/**
 * The latest `limit` deposit credits on the wallet, newest first (over the entries' account and
 * kind index), each with its transfer's reference: `chain-deposit:<row id>` or `channel_order:<order no>`.
 */
export function selectDepositCredits(db: Db, walletAccountId: number, limit: number) {
  return db
    .selectFrom('entries as e')
    .innerJoin('transfers as t', 't.id', 'e.transfer_id')
    .select(['e.id', 'e.kind', 'e.amount', 'e.created_at', 't.reference'])
    .where('e.account_id', '=', walletAccountId)
    .where('e.kind', 'in', DEPOSIT_KINDS)
    .where(outsideRoundKinds('e.kind'))
    .where('e.amount', '>', 0 as MicroUsdt)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** The chain transaction ids of chain deposit rows `ids`. */
export function selectChainDepositTxIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chain_deposits')
    .select(['id', 'tx_id'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Σ stake and Σ payout of the player's settled rounds on Asia/Shanghai days from `fromDay` on. */
export async function selectPlaySince(db: Db, playerId: number, fromDay: string) {
  const row = await db
    .selectFrom('player_daily_bets')
    .select([
      sql<number | string>`coalesce(sum(stake), 0)`.as('stake'),
      sql<number | string>`coalesce(sum(payout), 0)`.as('payout'),
    ])
    .where('player_id', '=', playerId)
    .where('day', '>=', fromDay)
    .executeTakeFirstOrThrow();
  return { stake: Number(row.stake), payout: Number(row.payout) };
}

/** How many of the player's deposit-limit reviews are open. */
export async function countOpenDepositReviews(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('deposit_limit_reviews')
    .select(sql<number | string>`count(*)`.as('total'))
    .where('player_id', '=', playerId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
