/**
 * The one shape of every provider call that moves money (bet, win, rollback): in one DB
 * transaction, lock the bet → answer a repeat with its first answer → the call's own checks and
 * round update → post the transfer → record the call with its answer. The ledger's refusals are
 * mapped here to the provider protocol's codes.
 */
import { createHash } from 'node:crypto';
import { apiMessages, formatUsdt, microUsdt, PROVIDER_WALLET_CODES as CODES, type MicroUsdt } from 'shared-contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { groupCommitOf } from '../../db/group-commit';
import { DomainError } from '../../errors';
import {
  accountId,
  balanceOf,
  clearingShardOf,
  providerAccountCode,
  walletAccountId,
  IdempotencyConflictError,
  InsufficientFundsError,
  postTransfer,
  movement,
} from '../ledger';
import { callRowsOf, lockBet, recordProviderTransaction, type CallRows } from './store';
import type { CallParties, MoneyCall, ProviderReply } from './money-call-types';
import { walletCallForm, type InDatabase } from './wallet-call-function';

export const providerRefusal = (code: number, message: string) => new DomainError(code, message);

/** What every money call needs, resolved before its transaction (SQLite has one connection). */
export async function callParties(context: AppContext, provider: string, playerIdText: string): Promise<CallParties> {
  const playerId = /^\d{1,12}$/.test(playerIdText) ? Number(playerIdText) : null;
  const wallet = playerId === null ? null : await walletAccountId(context.db, playerId);
  if (playerId === null || wallet === null)
    throw providerRefusal(CODES.playerNotFound, apiMessages.walletPlayerNotFound);
  const clearingCode = providerAccountCode(provider, clearingShardOf(playerId));
  const clearing = await accountId(context.db, clearingCode, 'provider', null, context.now());
  return { playerId, wallet, clearing };
}

/** Fingerprint of a call's meaning (not its session token): a repeat must match it. */
export function requestHash(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * What a call's checks decided: move `amount` out of the wallet (`debit`) or into it (`credit`;
 * 0 moves nothing), take a win but hold it for review (`held`: nothing moves), or refuse with an
 * answer that is remembered for its repeats.
 */
export type Outcome =
  { direction: 'debit' | 'credit'; amount: MicroUsdt } | { held: true } | { remembered: ProviderReply };

const success = (balance: MicroUsdt, transactionId: string, held: boolean): ProviderReply => ({
  code: 200,
  result: { balance: formatUsdt(balance), transaction_id: transactionId, ...(held ? { held: true as const } : {}) },
});

/** A repeat of a call already answered gets that answer; the same id with another meaning is refused. */
function replayed(
  existing: { request_hash: string; response_json: string } | undefined,
  hash: string,
): ProviderReply | null {
  if (!existing) return null;
  if (existing.request_hash !== hash) throw providerRefusal(CODES.transactionConflict, apiMessages.idempotencyConflict);
  return JSON.parse(existing.response_json) as ProviderReply;
}

/** The ledger refuses in the player API's terms; a provider hears its own protocol's codes. */
function inProviderTerms(error: unknown): never {
  if (error instanceof InsufficientFundsError)
    throw providerRefusal(CODES.insufficientFunds, apiMessages.insufficientFunds);
  if (error instanceof IdempotencyConflictError)
    throw providerRefusal(CODES.transactionConflict, apiMessages.idempotencyConflict);
  throw error;
}

/**
 * A call's checks and round update, given the provider's records of the call, its bet and what
 * followed the bet (read after the lock, in the transaction).
 */
export type Decide = (trx: Transaction<Database>, now: Date, rows: CallRows) => Promise<Outcome>;

/** A money call's work in the transaction: the lock, the replay, the call's checks, the transfer, the record. */
async function applyMoneyCall(
  trx: Transaction<Database>,
  context: AppContext,
  parties: CallParties,
  call: MoneyCall,
  decide: Decide,
): Promise<ProviderReply> {
  const { provider, transactionId } = call;
  const now = context.now();
  await lockBet(trx, context.dialect, provider, call.betTransactionId);
  const rows = await callRowsOf(trx, provider, transactionId, call.betTransactionId);
  const repeat = replayed(rows.own, call.hash);
  if (repeat) return repeat;
  const outcome = await decide(trx, now, rows);
  const row = {
    provider,
    transaction_id: transactionId,
    kind: call.kind,
    player_id: parties.playerId,
    round_id: call.roundId,
    bet_transaction_id: call.kind === 'bet' ? null : call.betTransactionId,
    request_hash: call.hash,
    created_at: now.toISOString(),
  };
  if ('remembered' in outcome) {
    await recordProviderTransaction(trx, {
      ...row,
      amount: microUsdt(0),
      transfer_id: null,
      response_json: JSON.stringify(outcome.remembered),
    });
    return outcome.remembered;
  }
  const { wallet, clearing } = parties;
  const { direction, amount } = 'held' in outcome ? { direction: 'credit', amount: microUsdt(0) } : outcome;
  const [from, to] = direction === 'debit' ? [wallet, clearing] : [clearing, wallet];
  // A lost round is settled with a win of 0, a held win waits for an operator: nothing moves.
  const posted =
    amount > 0
      ? await postTransfer(trx, now, {
          idempotencyKey: `wallet:${provider}:${transactionId}`,
          kind: call.kind,
          reference: `round:${provider}:${call.roundId}`,
          postings: movement(from, to, amount),
          platformAccountId: clearing,
          // No provider transaction row, so no transfer: the two are written together.
          keyUnused: true,
        })
      : null;
  const balance = posted?.balanceAfter.get(wallet) ?? (await balanceOf(trx, wallet));
  const response = success(balance, transactionId, 'held' in outcome);
  await recordProviderTransaction(trx, {
    ...row,
    amount,
    transfer_id: posted?.transferId ?? null,
    response_json: JSON.stringify(response),
  });
  return response;
}

/**
 * Runs a money call: `decide` makes the call's checks and round update, in the transaction, after
 * the lock and the replay. Calls that arrive together share one transaction (group commit), each in
 * its own savepoint, in the lane of its player; each is answered after that transaction commits.
 * With `inDatabase` (a bet or win) PostgreSQL runs the common case in one round trip (wallet_call).
 */
export function runMoneyCall(
  context: AppContext,
  parties: CallParties,
  call: MoneyCall,
  decide: Decide,
  inDatabase?: InDatabase,
): Promise<ProviderReply> {
  // On PostgreSQL the common case of a bet or win runs in the database (wallet-call-function.ts).
  const batched =
    inDatabase && context.dialect === 'postgres' && context.config.walletCallFunction
      ? walletCallForm(context, parties, call, inDatabase, (balance) => success(balance, call.transactionId, false))
      : undefined;
  return groupCommitOf(context.db, context.dialect)
    .run(parties.playerId, (trx) => applyMoneyCall(trx, context, parties, call, decide), batched)
    .catch(inProviderTerms);
}

export type { CallParties, MoneyCall, ProviderReply } from './money-call-types';
