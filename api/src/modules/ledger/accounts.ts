/**
 * Ledger accounts. Players have a wallet (`player:<id>`, never below zero) and a hold account
 * (`hold:<id>`, money reserved for a withdrawal under review, never below zero). The platform's
 * accounts may go below zero: they are the other side of every player movement.
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { insertAccountIfAbsent, selectAccountId, selectBalance, selectBalanceByCode } from './store';

/** The platform's own accounts (codes); provider clearing accounts are `provider:<code>`. */
export const PLATFORM_ACCOUNTS = {
  /** Players' deposits arrive here from the chain before they are credited. */
  depositClearing: 'platform:deposit_clearing',
  /** Captured withdrawals wait here until they are paid out on the chain. */
  withdrawalPending: 'platform:withdrawal_pending',
  /** Withdrawals paid out (verified on chain, or paid outside it with a reference): the money has left. */
  withdrawalsPaid: 'platform:withdrawals_paid',
  /** Withdrawal fees the platform keeps. */
  withdrawalFees: 'platform:withdrawal_fees',
  promotionExpense: 'platform:promotion_expense',
  commissionExpense: 'platform:commission_expense',
  /** Manual corrections by an operator, each with an audit log row. */
  adjustments: 'platform:adjustments',
} as const;

/**
 * A provider's clearing account is split in shards, each its own row: every bet and win of every
 * player updates one, and on PostgreSQL concurrent callbacks would otherwise queue on a single row.
 * The provider's balance is the sum of its shards. A player's calls always use the same shard
 * (`clearingShardOf`), which is also what keeps each shard in one group-commit lane.
 */
export const CLEARING_SHARDS = 16;

/** The shard of a player's calls: by player id, so one player's bets and wins meet one row. */
export const clearingShardOf = (playerId: number) => playerId % CLEARING_SHARDS;

/** Shard 0 keeps the account's first code (`provider:<code>`, what existed before the split). */
export const providerAccountCode = (provider: string, shard = 0) =>
  shard === 0 ? `provider:${provider}` : `provider:${provider}#${shard}`;

/** Every shard's code of a provider's clearing account: reports add them up. */
export const providerAccountCodes = (provider: string) =>
  Array.from({ length: CLEARING_SHARDS }, (_, shard) => providerAccountCode(provider, shard));
export const playerWalletCode = (playerId: number) => `player:${playerId}`;
export const playerHoldCode = (playerId: number) => `hold:${playerId}`;
/** A red packet's own hold (kind 'red_packet', never below zero): what its shares and refund are paid from. */
export const redPacketHoldCode = (packetId: number) => `red_packet:${packetId}`;

const knownIds = new WeakMap<object, Map<string, number>>();

function cacheOf(db: Kysely<Database>): Map<string, number> {
  let cache = knownIds.get(db);
  if (!cache) knownIds.set(db, (cache = new Map()));
  return cache;
}

/**
 * The id of an account by code, created on first use. Codes never change owner, so the id is
 * remembered per database handle.
 */
export async function accountId(
  db: Kysely<Database>,
  code: string,
  kind: string,
  playerId: number | null,
  now: Date,
): Promise<number> {
  const cache = cacheOf(db);
  const cached = cache.get(code) ?? (await selectAccountId(db, code));
  if (cached !== undefined) {
    cache.set(code, cached);
    return cached;
  }
  // Concurrent first uses: the unique code lets one insert win; everyone reads the same row.
  await insertAccountIfAbsent(db, {
    code,
    kind,
    playerId: kind === 'player' ? playerId : null,
    createdAt: now.toISOString(),
  });
  const created = await selectAccountId(db, code);
  if (created === undefined) throw new Error(`account ${code} was not created`);
  cache.set(code, created);
  return created;
}

/** A player's wallet account id (created with the player). */
export async function walletAccountId(db: Kysely<Database>, playerId: number): Promise<number | null> {
  const cache = cacheOf(db);
  const code = playerWalletCode(playerId);
  const id = cache.get(code) ?? (await selectAccountId(db, code));
  if (id !== undefined) cache.set(code, id);
  return id ?? null;
}

/** An account's balance, read in the caller's transaction when given one. */
export function balanceOf(db: Kysely<Database>, accountId: number): Promise<MicroUsdt> {
  return selectBalance(db, accountId);
}

/** A player's wallet balance, or null when the player has no wallet. */
export async function playerBalance(db: Kysely<Database>, playerId: number): Promise<MicroUsdt | null> {
  return (await selectBalanceByCode(db, playerWalletCode(playerId))) ?? null;
}
