/**
 * The seed's ledger: accounts with running balances and transfers whose entries sum to zero and
 * carry each account's balance after them, as postTransfer writes them (legs in account order,
 * the transfer's kind copied onto each entry), but appended to the bulk sink instead of posted.
 */
import type { MicroUsdt } from 'shared-contracts';
import { transferInputHash } from '../src/modules/ledger/postings';
import type { Sink, TableName } from './records-sink';

export interface Account {
  id: number;
  code: string;
  kind: string;
  playerId: number | null;
  balance: number;
  /** Made by the seed (inserted at the end with its final balance) or found in the database (updated). */
  isNew: boolean;
}

/** Row ids of each table, handed out after the largest the database held before the seed. */
export class Ids {
  private readonly last: Map<TableName, number>;
  constructor(start: ReadonlyMap<TableName, number>) {
    this.last = new Map(start);
  }
  next(table: TableName): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** Awaits only what needs it: a sink's add returns a promise only when it flushed. */
export async function put(sink: Sink, table: TableName, values: Array<string | number | null>): Promise<void> {
  const flushing = sink.add(table, values);
  if (flushing) await flushing;
}

/** Kinds that may never go below zero (the ledger's NON_NEGATIVE_KINDS). */
const NON_NEGATIVE = new Set(['player', 'player_hold']);

export class Books {
  /** Accounts by code: the platform's, the providers' clearing, players' holds (wallets are also here). */
  readonly accounts = new Map<string, Account>();
  transfers = 0;

  constructor(
    readonly sink: Sink,
    readonly ids: Ids,
    existing: readonly Account[],
  ) {
    for (const account of existing) this.accounts.set(account.code, account);
  }

  /** The account of `code`, made on first use like the ledger's accountId. */
  account(code: string, kind: string, playerId: number | null = null): Account {
    let account = this.accounts.get(code);
    if (!account) {
      account = { id: this.ids.next('accounts'), code, kind, playerId, balance: 0, isNew: true };
      this.accounts.set(code, account);
    }
    return account;
  }

  /** Posts a balanced transfer at `atMs`; its id. */
  async transfer(
    kind: string,
    key: string,
    reference: string | null,
    atMs: number,
    legs: Array<[Account, number]>,
  ): Promise<number> {
    legs.sort((a, b) => a[0].id - b[0].id);
    if (legs.reduce((sum, [, amount]) => sum + amount, 0) !== 0) throw new Error(`unbalanced ${key}`);
    const transferId = this.ids.next('transfers');
    const at = iso(atMs);
    const hash = transferInputHash(
      kind,
      reference,
      legs.map(([account, amount]) => ({ accountId: account.id, amount: amount as MicroUsdt })),
    );
    await put(this.sink, 'transfers', [transferId, key, hash, kind, reference, at]);
    for (const [account, amount] of legs) {
      account.balance += amount;
      if (NON_NEGATIVE.has(account.kind) && account.balance < 0)
        throw new Error(`${account.code} below zero at ${key}`);
      await put(this.sink, 'entries', [
        this.ids.next('entries'),
        transferId,
        kind,
        account.id,
        amount,
        account.balance,
        at,
      ]);
    }
    this.transfers += 1;
    return transferId;
  }
}

/** A small seeded PRNG (mulberry32): the same seed, the same world. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Text that looks like a TRON address (not checksummed: nothing sends to it). */
export function fakeAddress(random: () => number): string {
  let text = 'T';
  for (let index = 0; index < 33; index += 1) text += BASE58[Math.floor(random() * 58)];
  return text;
}

export function fakeHex(random: () => number, length = 64): string {
  let text = '';
  while (text.length < length)
    text += Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return text.slice(0, length);
}
