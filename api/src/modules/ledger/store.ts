/** SQL of the ledger: accounts and their balances, transfers with their entries, holds. */
import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Account kinds that never go below zero: wallets, withdrawal holds, and each red packet's hold. */
export const NON_NEGATIVE_KINDS = ['player', 'player_hold', 'red_packet'] as const;

export async function selectAccountId(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

/** Creates the account unless its code exists; concurrent first uses: the unique code lets one insert win. */
export async function insertAccountIfAbsent(
  db: Db,
  account: { code: string; kind: string; playerId: number | null; createdAt: string },
): Promise<void> {
  await db
    .insertInto('accounts')
    .values({ kind: account.kind, player_id: account.playerId, code: account.code, created_at: account.createdAt })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

// Queries every money call runs are precompiled (db/precompiled.ts).
const balanceQuery = precompiled<{ accountId: number }, { balance: MicroUsdt }>((db, args) =>
  db.selectFrom('accounts').select('balance').where('id', '=', args.accountId),
);

export async function selectBalance(db: Db, accountId: number): Promise<MicroUsdt> {
  const row = await balanceQuery.first(db, { accountId });
  if (!row) throw new Error(`no account ${accountId}`);
  return row.balance;
}

export async function selectBalanceByCode(db: Db, code: string): Promise<MicroUsdt | undefined> {
  const row = await db.selectFrom('accounts').select('balance').where('code', '=', code).executeTakeFirst();
  return row?.balance;
}

const transferQuery = precompiled<{ idempotencyKey: string }, { id: number; input_hash: string }>((db, args) =>
  db.selectFrom('transfers').select(['id', 'input_hash']).where('idempotency_key', '=', args.idempotencyKey),
);

export function selectTransfer(db: Db, idempotencyKey: string) {
  return transferQuery.first(db, { idempotencyKey });
}

export function selectEntries(db: Db, transferId: number) {
  return db
    .selectFrom('entries')
    .select(['account_id', 'balance_after'])
    .where('transfer_id', '=', transferId)
    .execute();
}

export interface NewTransfer {
  idempotencyKey: string;
  inputHash: string;
  kind: string;
  reference: string | null;
  createdAt: string;
}

/** The insert of a transfer row, returning its id (alone here, or inside a fused statement). */
export function transferInsert(db: QueryCreator<Database>, transfer: NewTransfer) {
  return db
    .insertInto('transfers')
    .values({
      idempotency_key: transfer.idempotencyKey,
      input_hash: transfer.inputHash,
      kind: transfer.kind,
      reference: transfer.reference,
      created_at: transfer.createdAt,
    })
    .returning('id');
}

const insertTransferQuery = precompiled<NewTransfer, { id: number }>(transferInsert);

export async function insertTransfer(db: Db, transfer: NewTransfer): Promise<number> {
  const row = await insertTransferQuery.first(db, transfer);
  if (!row) throw new Error(`transfer ${transfer.idempotencyKey} was not inserted`);
  return row.id;
}

/**
 * Adds `amount` to the account unless that takes a non-negative account below zero, or any
 * balance beyond what an amount can hold; returns the new balance, or no row when refused.
 */
export function balanceUpdate(db: QueryCreator<Database>, accountId: number, amount: MicroUsdt) {
  return db
    .updateTable('accounts')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', accountId)
    .where((where) => where.or([where('kind', 'not in', NON_NEGATIVE_KINDS), where(sql`balance + ${amount}`, '>=', 0)]))
    .where(sql`balance + ${amount}`, '<=', Number.MAX_SAFE_INTEGER)
    .where(sql`balance + ${amount}`, '>=', -Number.MAX_SAFE_INTEGER)
    .returning('balance');
}

const addToBalanceQuery = precompiled<{ accountId: number; amount: MicroUsdt }, { balance: MicroUsdt }>(
  (db, { accountId, amount }) => balanceUpdate(db, accountId, amount),
);

/** The account's new balance, or undefined when refused (see balanceUpdate). */
export async function addToBalance(db: Db, accountId: number, amount: MicroUsdt): Promise<MicroUsdt | undefined> {
  return (await addToBalanceQuery.first(db, { accountId, amount }))?.balance;
}

interface NewEntry {
  transferId: number;
  /** The transfer's kind, copied so an account's entries of one kind page by index. */
  kind: string;
  accountId: number;
  amount: MicroUsdt;
  balanceAfter: MicroUsdt;
  createdAt: string;
}

const entryRow = (entry: NewEntry) => ({
  transfer_id: entry.transferId,
  kind: entry.kind,
  account_id: entry.accountId,
  amount: entry.amount,
  balance_after: entry.balanceAfter,
  created_at: entry.createdAt,
});

interface TwoEntries {
  transferId: number;
  kind: string;
  createdAt: string;
  firstAccount: number;
  firstAmount: MicroUsdt;
  firstBalance: MicroUsdt;
  secondAccount: number;
  secondAmount: MicroUsdt;
  secondBalance: MicroUsdt;
}

/** Two entries' accounts, amounts and balances after, as the two-entry statements take them. */
export function twoEntryValues<Balance>(
  first: { accountId: number; amount: MicroUsdt; balanceAfter: Balance },
  second: { accountId: number; amount: MicroUsdt; balanceAfter: Balance },
) {
  return {
    firstAccount: first.accountId,
    firstAmount: first.amount,
    firstBalance: first.balanceAfter,
    secondAccount: second.accountId,
    secondAmount: second.amount,
    secondBalance: second.balanceAfter,
  };
}

/** The entries of a movement between two accounts, the shape of nearly every transfer. */
const insertTwoEntriesQuery = precompiled<TwoEntries, never>((db, args) => {
  const { transferId, kind, createdAt } = args;
  return db.insertInto('entries').values([
    entryRow({
      transferId,
      kind,
      createdAt,
      accountId: args.firstAccount,
      amount: args.firstAmount,
      balanceAfter: args.firstBalance,
    }),
    entryRow({
      transferId,
      kind,
      createdAt,
      accountId: args.secondAccount,
      amount: args.secondAmount,
      balanceAfter: args.secondBalance,
    }),
  ]);
});

export async function insertEntries(db: Db, entries: readonly NewEntry[]): Promise<void> {
  const [first, second] = entries;
  const sameTransfer = first && second && first.transferId === second.transferId && first.kind === second.kind;
  if (entries.length === 2 && first && second && sameTransfer && first.createdAt === second.createdAt) {
    await insertTwoEntriesQuery.execute(db, {
      transferId: first.transferId,
      kind: first.kind,
      createdAt: first.createdAt,
      ...twoEntryValues(first, second),
    });
    return;
  }
  await db.insertInto('entries').values(entries.map(entryRow)).execute();
}
