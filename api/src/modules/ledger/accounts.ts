/**
 * Ledger accounts. Players have a wallet (`player:<id>`, never below zero) and a hold account
 * (`hold:<id>`, money reserved for a withdrawal under review, never below zero). The platform's
 * accounts may go below zero: they are the other side of every player movement.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Kinds whose balance may never go below zero; the update that debits them checks it. */
export const NON_NEGATIVE_KINDS = ['player', 'player_hold'] as const;

/** The platform's own accounts (codes); provider clearing accounts are `provider:<code>`. */
export const PLATFORM_ACCOUNTS = {
  /** Players' deposits arrive here from the chain before they are credited. */
  depositClearing: 'platform:deposit_clearing',
  /** Captured withdrawals wait here until they are paid out on the chain. */
  withdrawalPending: 'platform:withdrawal_pending',
  promotionExpense: 'platform:promotion_expense',
  commissionExpense: 'platform:commission_expense',
  /** Manual corrections by an operator, each with an audit log row. */
  adjustments: 'platform:adjustments',
} as const;

export const providerAccountCode = (provider: string) => `provider:${provider}`;
export const playerWalletCode = (playerId: number) => `player:${playerId}`;
export const playerHoldCode = (playerId: number) => `hold:${playerId}`;

const knownIds = new WeakMap<object, Map<string, number>>();

/**
 * The id of an account by code, created on first use. Codes never change owner, so the id is
 * remembered per database handle.
 */
export async function accountId(db: Kysely<Database>, code: string, kind: string, playerId: number | null, now: Date): Promise<number> {
  let cache = knownIds.get(db);
  if (!cache) knownIds.set(db, (cache = new Map()));
  const cached = cache.get(code);
  if (cached !== undefined) return cached;
  const found = await db.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirst();
  if (found) {
    cache.set(code, found.id);
    return found.id;
  }
  // Concurrent first uses: the unique code lets one insert win; everyone reads the same row.
  await db
    .insertInto('accounts')
    .values({ kind, player_id: kind === 'player' ? playerId : null, code, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const created = await db.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  cache.set(code, created.id);
  return created.id;
}

/** A player's wallet account id (created with the player). */
export async function walletAccountId(db: Kysely<Database>, playerId: number): Promise<number | null> {
  let cache = knownIds.get(db);
  if (!cache) knownIds.set(db, (cache = new Map()));
  const code = playerWalletCode(playerId);
  const cached = cache.get(code);
  if (cached !== undefined) return cached;
  const row = await db.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirst();
  if (row) cache.set(code, row.id);
  return row?.id ?? null;
}
