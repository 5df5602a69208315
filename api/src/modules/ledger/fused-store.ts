/**
 * SQL of a two-leg transfer on PostgreSQL in two statements instead of four: each statement is a
 * round trip there, and a wallet call's round trips are most of its cost. The legs stay in two
 * statements, in the order the caller gives, so concurrent transfers still lock rows in one order.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { precompiled, type Markers } from '../../db/precompiled';
import type { Database } from '../../db/schema';
import { balanceUpdate, transferInsert, twoEntryValues, type NewTransfer } from './store';

type Db = Kysely<Database>;

/** A new transfer and the leg applied first. */
type OpeningLeg = NewTransfer & { accountId: number; amount: MicroUsdt };

/** The transfer row and the first leg in one statement; the leg's balance is null when it was refused. */
const openQuery = precompiled<OpeningLeg, { transfer_id: number; balance: MicroUsdt | null }>((db, args) =>
  db
    .with('transfer', (query) => transferInsert(query, args))
    .with('leg', (query) => balanceUpdate(query, args.accountId, args.amount))
    .selectNoFrom((select) => [
      select.selectFrom('transfer').select('id').as('transfer_id'),
      select.selectFrom('leg').select('balance').as('balance'),
    ]),
);

/**
 * Inserts the transfer and applies its first leg; the new transfer's id and the leg's balance after
 * (null: the leg was refused, and the caller's transaction must roll back the transfer row).
 */
export async function openTwoLegTransfer(db: Db, leg: OpeningLeg) {
  const row = await openQuery.first(db, leg);
  if (!row) throw new Error(`transfer ${leg.idempotencyKey} was not inserted`);
  return { transferId: row.transfer_id, balance: row.balance };
}

interface EntryOfTwo {
  accountId: number;
  amount: MicroUsdt;
  /** The balance after the leg; null for the closing leg, whose balance the statement gives. */
  balanceAfter: MicroUsdt | null;
}

interface ClosingLeg {
  transferId: number;
  kind: string;
  createdAt: string;
  closingAccount: number;
  closingAmount: MicroUsdt;
  firstAccount: number;
  firstAmount: MicroUsdt;
  firstBalance: MicroUsdt | null;
  secondAccount: number;
  secondAmount: MicroUsdt;
  secondBalance: MicroUsdt | null;
}

/** One entry's columns, selected from the closing leg's update (so no leg, no entry). */
function entryColumns(
  select: ExpressionBuilder<Database & { leg: { balance: MicroUsdt } }, 'leg'>,
  args: Markers<ClosingLeg>,
  entry: { accountId: number; amount: MicroUsdt; balanceAfter: MicroUsdt | null },
) {
  return [
    select.cast<number>(select.val(args.transferId), 'integer').as('transfer_id'),
    select.cast<string>(select.val(args.kind), 'varchar').as('kind'),
    select.cast<number>(select.val(entry.accountId), 'integer').as('account_id'),
    select.cast<MicroUsdt>(select.val(entry.amount), 'bigint').as('amount'),
    select.fn
      .coalesce(select.cast<MicroUsdt | null>(select.val(entry.balanceAfter), 'bigint'), select.ref('leg.balance'))
      .as('balance_after'),
    select.cast<string>(select.val(args.createdAt), 'varchar').as('created_at'),
  ];
}

/** The last leg and both entries (in account order, as the other path writes them) in one statement. */
const closeQuery = precompiled<ClosingLeg, { account_id: number; balance_after: MicroUsdt }>((db, args) => {
  const first = { accountId: args.firstAccount, amount: args.firstAmount, balanceAfter: args.firstBalance };
  const second = { accountId: args.secondAccount, amount: args.secondAmount, balanceAfter: args.secondBalance };
  return db
    .with('leg', (query) => balanceUpdate(query, args.closingAccount, args.closingAmount))
    .insertInto('entries')
    .columns(['transfer_id', 'kind', 'account_id', 'amount', 'balance_after', 'created_at'])
    .expression((select) =>
      select
        .selectFrom('leg')
        .select((leg) => entryColumns(leg, args, first))
        .unionAll((union) => union.selectFrom('leg').select((leg) => entryColumns(leg, args, second))),
    )
    .returning(['account_id', 'balance_after']);
});

/**
 * Applies the closing leg and writes both entries; each account's balance after, or null when the
 * closing leg was refused (nothing was written by this statement).
 */
export async function closeTwoLegTransfer(
  db: Db,
  transfer: { transferId: number; kind: string; createdAt: string },
  closing: { accountId: number; amount: MicroUsdt },
  entries: readonly [EntryOfTwo, EntryOfTwo],
): Promise<Map<number, MicroUsdt> | null> {
  const { rows } = await closeQuery.execute(db, {
    ...transfer,
    closingAccount: closing.accountId,
    closingAmount: closing.amount,
    ...twoEntryValues(...entries),
  });
  if (rows.length === 0) return null;
  return new Map(rows.map((row) => [row.account_id, row.balance_after]));
}
