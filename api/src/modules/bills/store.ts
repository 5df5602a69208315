/** SQL of the player's ledger records: a wallet's entries with their transfer's reference, and sums of them. */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { isInKindIndex, outsideRoundKinds } from '../../db/partial-indexes';
import type { Database } from '../../db/schema';
import { windowed, type RecordWindow } from '../../db/record-window';

type Db = Kysely<Database>;

export interface WalletEntryRow {
  id: number;
  kind: string;
  amount: MicroUsdt;
  balance_after: MicroUsdt;
  created_at: string;
  reference: string | null;
}

/**
 * An account's entries in the window, newest first, all or of one kind. The page's ids come from
 * an index alone: (account, created_at, id, kind) for all kinds and for bets or wins (most of a
 * wallet's entries), or (account, kind, created_at, id) for the other kinds, which that partial
 * index holds (db/partial-indexes.ts). An index that holds every column the slice needs is the one
 * both databases pick, with or without statistics; the rows and their transfers are then read by
 * primary key.
 */
export function selectAccountEntries(
  db: Db,
  accountId: number,
  kind: string | undefined,
  window: RecordWindow,
): Promise<WalletEntryRow[]> {
  let ids = db.selectFrom('entries').select('entries.id').where('entries.account_id', '=', accountId);
  if (kind !== undefined) ids = ids.where('entries.kind', '=', kind);
  if (kind !== undefined && isInKindIndex(kind)) ids = ids.where(outsideRoundKinds('entries.kind'));
  return db
    .selectFrom('entries as e')
    .innerJoin('transfers as t', 't.id', 'e.transfer_id')
    .select(['e.id', 'e.kind', 'e.amount', 'e.balance_after', 'e.created_at', 't.reference'])
    .where('e.id', 'in', windowed(ids, 'entries', window))
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

/** The sum of an account's entries of these kinds in [fromUtc, toUtc), over the (account, kind, created_at) index when it holds them. */
export async function sumAccountEntries(
  db: Db,
  accountId: number,
  kinds: readonly string[],
  period: { fromUtc: string; toUtc: string },
): Promise<number> {
  if (kinds.length === 0) return 0;
  const row = await db
    .selectFrom('entries')
    .select(sql<number | string>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .where('kind', 'in', kinds)
    .$if(kinds.every(isInKindIndex), (query) => query.where(outsideRoundKinds('kind')))
    .where('created_at', '>=', period.fromUtc)
    .where('created_at', '<', period.toUtc)
    .executeTakeFirstOrThrow();
  // PostgreSQL sums a bigint as numeric (text); far inside the safe range for one player's period.
  return Number(row.total);
}
