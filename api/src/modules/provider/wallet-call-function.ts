/**
 * Bets and wins on PostgreSQL in the database's `wallet_calls` (migration 020): the common case of
 * each call runs there with the statements of the TypeScript path, calls that arrive together in one
 * statement (db/group-commit.ts BatchedForm). A call that needs the TypeScript path (protection to
 * judge, a win to hold) answers null, having written nothing.
 */
import { apiMessages, PROVIDER_WALLET_CODES as CODES, type MicroUsdt } from 'shared-contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { BatchedForm, BatchStatement } from '../../db/group-commit';
import { precompiled } from '../../db/precompiled';
import { DomainError } from '../../errors';
import { DEFAULT_MAX_WIN_MULTIPLE } from '../../config';
import { BalanceOutOfRangeError, InsufficientFundsError, balancedLegs, movement, transferInputHash } from '../ledger';
import { performanceDay } from './performance-store';
import { PLAY_KEYS } from '../protection';
import type { CallParties, MoneyCall, ProviderReply } from './money-call-types';

/** What the function needs beyond the call itself: a bet's session and game, a win nothing more. */
export type InDatabase =
  | { kind: 'bet'; amount: MicroUsdt; sessionHash: string; gameCode: string; gameTypeId: number }
  | { kind: 'win'; amount: MicroUsdt };

/** One call as `wallet_call` takes it (a JSON object of `wallet_calls`' array). */
interface WalletCallInput {
  kind: string;
  provider: string;
  transactionId: string;
  betTransactionId: string;
  roundId: string;
  playerId: number;
  wallet: number;
  clearing: number;
  requestHash: string;
  amount: MicroUsdt;
  now: string;
  sessionHash: string | null;
  gameCode: string | null;
  gameTypeId: number | null;
  maxWinMultiple: number;
  performanceDay: string;
  transferKey: string;
  transferHash: string | null;
  reference: string;
  head: string;
  tail: string;
}

interface WalletCallOutput {
  outcome: string;
  balance: MicroUsdt | null;
  transferId: number | null;
  response: string | null;
}

/**
 * The function runs the calls before the first bet of a player under 禁止投注 (risk's
 * player_restrictions, which migration 020's function predates); that bet answers `slow`, and the
 * TypeScript path refuses it as protection refuses a bet. One primary-key probe per bet, in the same
 * statement: no round trip is added.
 */
const walletCallsQuery = precompiled<{ calls: string }, { outputs: WalletCallOutput[] }>((db, args) =>
  db.selectNoFrom(
    sql<WalletCallOutput[]>`(
      with input as (select ${args.calls}::jsonb as list),
      calls as (select c.value, c.n from input, jsonb_array_elements(input.list) with ordinality as c(value, n)),
      stop as (
        select min(calls.n) as n from calls
         where calls.value->>'kind' = 'bet'
           and exists (select 1 from player_restrictions r
                        where r.player_id = (calls.value->>'playerId')::integer and r.restriction = 'bet'))
      select case
        when stop.n is null then wallet_calls(input.list, ${[...PLAY_KEYS]})
        else wallet_calls(coalesce((select jsonb_agg(calls.value order by calls.n) from calls where calls.n < stop.n),
                                   '[]'::jsonb), ${[...PLAY_KEYS]}) || '[{"outcome":"slow"}]'::jsonb
      end
      from input, stop)`.as('outputs'),
  ),
);

/** `wallet_calls` as group commit runs it: on a transaction, or on the handle, where it commits by itself. */
const walletCalls: BatchStatement = {
  async run(db, inputs) {
    const row = await walletCallsQuery.first(db, { calls: JSON.stringify(inputs) });
    if (!row) throw new Error('wallet_calls answered no row');
    return row.outputs;
  },
};

/**
 * A success answer's JSON around its balance text, as money-call.ts `success` writes it (a test
 * holds the two together): the function stores the answer for repeats with the balance it found.
 */
export function successJsonAround(transactionId: string): { head: string; tail: string } {
  return { head: '{"code":200,"result":{"balance":"', tail: `","transaction_id":${JSON.stringify(transactionId)}}}` };
}

const REFUSALS: Record<string, readonly [number, string]> = {
  betCancelled: [CODES.betCancelled, apiMessages.walletBetCancelled],
  sessionInvalid: [CODES.sessionInvalid, apiMessages.walletSessionInvalid],
  roundMismatch: [CODES.roundMismatch, apiMessages.walletRoundMismatch],
  betNotFound: [CODES.betNotFound, apiMessages.walletBetNotFound],
};

/** The error of an outcome `again:<sqlstate>`: group commit runs the call again alone (db/errors.ts knows the code). */
class RunAgainAlone extends Error {
  constructor(readonly code: string) {
    super(`wallet_call: run again alone (${code})`);
  }
}

/** A call's result from its outcome: the answer, the refusal (nothing written), or null (the TypeScript path runs it). */
function resultOf(
  output: WalletCallOutput,
  success: (balance: MicroUsdt) => ProviderReply,
): { value: ProviderReply } | { error: unknown } | null {
  const [outcome, detail] = output.outcome.split(':');
  switch (outcome) {
    case 'done':
      return { value: success(output.balance!) };
    case 'replay':
      return { value: JSON.parse(output.response!) as ProviderReply };
    case 'slow':
      return null;
    case 'conflict':
      return { error: new DomainError(CODES.transactionConflict, apiMessages.idempotencyConflict) };
    case 'insufficient':
      return { error: new InsufficientFundsError(Number(detail)) };
    case 'out_of_range':
      return { error: new BalanceOutOfRangeError(Number(detail)) };
    case 'again':
      return { error: new RunAgainAlone(detail!) };
    case 'refused': {
      const [code, message] = REFUSALS[detail!] ?? [];
      if (code !== undefined && message !== undefined) return { error: new DomainError(code, message) };
    }
  }
  return { error: new Error(`wallet_call: ${output.outcome}`) };
}

/** A bet or win in the form `wallet_calls` runs (db/group-commit.ts BatchedForm). */
export function walletCallForm(
  context: AppContext,
  parties: CallParties,
  call: MoneyCall,
  details: InDatabase,
  success: (balance: MicroUsdt) => ProviderReply,
): BatchedForm<ProviderReply> {
  const now = context.now();
  const { amount } = details;
  const { wallet, clearing } = parties;
  const reference = `round:${call.provider}:${call.roundId}`;
  const [from, to] = details.kind === 'bet' ? [wallet, clearing] : [clearing, wallet];
  const legs = amount > 0 ? balancedLegs(movement(from, to, amount)) : null;
  const bet = details.kind === 'bet' ? details : null;
  const input: WalletCallInput = {
    kind: call.kind,
    provider: call.provider,
    transactionId: call.transactionId,
    betTransactionId: call.betTransactionId,
    roundId: call.roundId,
    playerId: parties.playerId,
    wallet,
    clearing,
    requestHash: call.hash,
    amount,
    now: now.toISOString(),
    sessionHash: bet?.sessionHash ?? null,
    gameCode: bet?.gameCode ?? null,
    gameTypeId: bet?.gameTypeId ?? null,
    maxWinMultiple: context.config.providers[call.provider]?.maxWinMultiple ?? DEFAULT_MAX_WIN_MULTIPLE,
    performanceDay: performanceDay(now),
    transferKey: `wallet:${call.provider}:${call.transactionId}`,
    transferHash: legs && transferInputHash(call.kind, reference, legs),
    reference,
    ...successJsonAround(call.transactionId),
  };
  return {
    statement: walletCalls,
    input,
    answer: (output) => resultOf(output as WalletCallOutput, success),
  };
}
