/** SQL of withdrawal requests: a request by its request_id, a new row, the day's use, the pending ones, the player's records. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { WithdrawalsTable } from '../../../db/schema-withdrawals';
import { windowed, type RecordWindow } from '../../../db/record-window';

type Db = Kysely<Database>;

export type WithdrawalRow = WithdrawalsTable & { id: number };

export function selectWithdrawalByRequest(db: Db, playerId: number, requestId: string) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst() as Promise<WithdrawalRow | undefined>;
}

export function insertWithdrawal(db: Db, row: Omit<WithdrawalsTable, 'id'>) {
  return db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow() as Promise<WithdrawalRow>;
}

/** Requests (not rejected) since `since` (ISO UTC): how many, and their amounts together. */
export async function selectDailyUse(db: Db, playerId: number, since: string) {
  const row = await db
    .selectFrom('withdrawals')
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(amount), 0)`.as('total')])
    .where('player_id', '=', playerId)
    .where('created_at', '>=', since)
    .where('state', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: Number(row.total) };
}

/** The player's requests in progress (review, paying, verify), oldest first. */
export function selectPendingWithdrawals(db: Db, playerId: number) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('state', 'in', ['review', 'paying', 'verify'])
    .orderBy('id')
    .execute() as Promise<WithdrawalRow[]>;
}

/** The player's withdrawals in a 充提记录 window, newest first by (created_at, id). */
export function selectWithdrawalRecords(db: Db, playerId: number, window: RecordWindow): Promise<WithdrawalRow[]> {
  return windowed(
    db.selectFrom('withdrawals').selectAll().where('player_id', '=', playerId),
    'withdrawals',
    window,
  ).execute() as Promise<WithdrawalRow[]>;
}
