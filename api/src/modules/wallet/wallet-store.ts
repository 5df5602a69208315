/** SQL of the seamless wallet: provider transactions, the per-bet lock, sessions and rounds. */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/migrations/index';
import type { Database, ProviderTransactionsTable } from '../../db/schema';
import { hashToken } from '../auth/tokens';

export type WalletBody = { code: 200; result: { balance: string; transaction_id?: string } } | { code: number; message: string };

/** Fingerprint of a call's meaning (not its session token): a repeat must match it. */
export function requestHash(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Serialises every call about one bet (the bet, its wins, its rollbacks) on PostgreSQL, so a
 * win and a rollback racing for one bet cannot both apply. SQLite runs one writer at a time.
 */
export async function lockBet(trx: Kysely<Database>, dialect: Dialect, provider: string, betTransactionId: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${betTransactionId}`}))`.execute(trx);
}

export function findProviderTransaction(trx: Kysely<Database>, provider: string, transactionId: string) {
  return trx.selectFrom('provider_transactions').selectAll().where('provider', '=', provider).where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** The rollbacks and wins that name a bet. */
export function followUpsOf(trx: Kysely<Database>, provider: string, betTransactionId: string) {
  return trx.selectFrom('provider_transactions').select(['kind', 'transfer_id']).where('provider', '=', provider).where('bet_transaction_id', '=', betTransactionId).execute();
}

export async function recordProviderTransaction(
  trx: Kysely<Database>,
  row: Omit<ProviderTransactionsTable, 'id' | 'response_json'> & { response: WalletBody },
): Promise<void> {
  const { response, ...fields } = row;
  await trx.insertInto('provider_transactions').values({ ...fields, response_json: JSON.stringify(response) }).execute();
}

/** Whether the session token is a live session of this player at this provider. */
export async function isLiveSession(trx: Kysely<Database>, provider: string, playerId: number, sessionToken: string, now: Date): Promise<boolean> {
  const session = await trx
    .selectFrom('provider_sessions')
    .select(['player_id', 'provider', 'expires_at'])
    .where('token_hash', '=', hashToken(sessionToken))
    .executeTakeFirst();
  return session !== undefined && session.player_id === playerId && session.provider === provider && session.expires_at > now.toISOString();
}

export async function walletBalance(trx: Kysely<Database>, walletAccountId: number): Promise<number> {
  const row = await trx.selectFrom('accounts').select('balance').where('id', '=', walletAccountId).executeTakeFirstOrThrow();
  return Number(row.balance);
}
