/** SQL of the balance reconciliation: what we recorded in and out of an address, and each address's last check. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * USDT recorded into `address` (raw units): chain deposits of every status but the given-up ones
 * (the chain never confirmed those), and transfers seen but not yet confirmed.
 */
export async function recordedInto(db: Db, address: string): Promise<bigint> {
  const summed = await db
    .selectFrom('chain_deposits')
    .select(sql<string | number | null>`sum(amount)`.as('total'))
    .where('to_address', '=', address)
    .where('amount', 'is not', null)
    .where((eb) => eb.or([eb('reason', 'is', null), eb('reason', '!=', 'unconfirmed')]))
    .executeTakeFirstOrThrow();
  // Amounts past MAX_AMOUNT keep only their raw text (rare): added one by one.
  const huge = await db
    .selectFrom('chain_deposits')
    .select('raw_amount')
    .where('to_address', '=', address)
    .where('amount', 'is', null)
    .execute();
  const pending = await db
    .selectFrom('chain_pending_transfers')
    .select('raw_amount')
    .where('to_address', '=', address)
    .execute();
  return [...huge, ...pending].reduce((total, row) => total + BigInt(row.raw_amount), BigInt(summed.total ?? 0));
}

/** USDT recorded out of `address` (sweeps seen in the event list). */
export async function recordedOutOf(db: Db, address: string): Promise<bigint> {
  const rows = await db.selectFrom('chain_outflows').select('raw_amount').where('from_address', '=', address).execute();
  return rows.reduce((total, row) => total + BigInt(row.raw_amount), 0n);
}

/** Addresses with a deposit recorded since `since` and after their last check, oldest check first. */
export async function selectAddressesDepositedSinceCheck(db: Db, since: string, settledBefore: string, limit: number) {
  const rows = await db
    .selectFrom('chain_deposits as d')
    .leftJoin('chain_reconciliations as r', 'r.address', 'd.to_address')
    .select('d.to_address')
    .where('d.created_at', '>=', since)
    .where('d.created_at', '<', settledBefore)
    .where((eb) => eb.or([eb('r.checked_at', 'is', null), eb('d.created_at', '>', eb.ref('r.checked_at'))]))
    .groupBy('d.to_address')
    .limit(limit)
    .execute();
  return rows.map((row) => row.to_address);
}

/** Addresses whose last check differed, checked before `before` (a difference is looked at again soon). */
export async function selectDifferingDue(db: Db, before: string, limit: number) {
  const rows = await db
    .selectFrom('chain_reconciliations')
    .select('address')
    .where('differs_since', 'is not', null)
    .where('checked_at', '<', before)
    .orderBy('checked_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.address);
}

export function selectReconciliation(db: Db, address: string) {
  return db.selectFrom('chain_reconciliations').selectAll().where('address', '=', address).executeTakeFirst();
}

export async function upsertReconciliation(db: Db, row: Database['chain_reconciliations']): Promise<void> {
  await db
    .insertInto('chain_reconciliations')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('address').doUpdateSet({
        on_chain: row.on_chain,
        recorded_in: row.recorded_in,
        recorded_out: row.recorded_out,
        difference: row.difference,
        checked_at: row.checked_at,
        differs_since: row.differs_since,
      }),
    )
    .execute();
}

/** Addresses whose balance differed on two checks in a row or more: what the console reports. */
export function selectDifferences(db: Db, limit: number) {
  return db
    .selectFrom('chain_reconciliations')
    .selectAll()
    .where('differs_since', 'is not', null)
    .where((eb) => eb('checked_at', '>', eb.ref('differs_since')))
    .orderBy('differs_since')
    .limit(limit)
    .execute();
}
