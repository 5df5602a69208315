/** One round of the slot, as a seamless-wallet provider plays it: bet, draw, settle, or undo. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  formatUsdt,
  MICRO_PER_USDT,
  microUsdt,
  PROVIDER_WALLET_CODES,
  type ProviderWinRequest,
} from 'shared-contracts';
import type { Retrier } from './retry';
import type { GameSession } from './sessions';
import { drawOutcome, winAmount, type Paytable, type RandomInt, type Stake } from './slot/outcome';
import { reelsFor } from './slot/reels';
import { pageCodes, texts } from './texts';
import type { WalletClient } from './wallet-client';

export interface RoundDependencies {
  wallet: WalletClient;
  paytable: Paytable;
  retrier: Retrier;
  log: FastifyBaseLogger;
  /** Attempts at a win before the page is answered and the rest happens in the background. */
  winAttempts: number;
  randomInt?: RandomInt;
}

export interface SpinResult {
  round_id: string;
  reels: number[][];
  multiplier: number;
  win: string;
  /** The balance after the win; null while the win is still being delivered. */
  balance: string | null;
}

export type SpinAnswer = { code: 200; result: SpinResult } | { code: number; message: string };

/**
 * Undoes a bet whose answer never came: it may or may not have been taken, and a rollback is
 * right either way. Repeated with the same transaction id until the platform answers.
 */
function rollBackInBackground(
  deps: RoundDependencies,
  bet: { playerId: string; betTransactionId: string; roundId: string },
): void {
  const request = {
    player_id: bet.playerId,
    transaction_id: `rollback-${randomUUID()}`,
    bet_transaction_id: bet.betTransactionId,
    round_id: bet.roundId,
  };
  const log = deps.log.child({
    round_id: bet.roundId,
    bet_transaction_id: bet.betTransactionId,
    rollback_transaction_id: request.transaction_id,
  });
  deps.retrier.inBackground(
    async () => {
      const answer = await deps.retrier.retry(() => deps.wallet.rollback(request), {
        onUnreachable: (reason, attempt) =>
          log.warn({ reason, attempt }, 'rollback did not reach the platform; retrying'),
      });
      if (answer.kind === 'ok') log.info({ balance: answer.result.balance }, 'bet rolled back');
      else if (answer.kind === 'refused' && answer.code === PROVIDER_WALLET_CODES.betNotFound)
        log.info('rollback: the platform never took the bet');
      else if (answer.kind === 'refused') log.error({ code: answer.code, message: answer.message }, 'rollback refused');
      else log.error({ reason: answer.reason }, 'rollback abandoned at shutdown');
    },
    (error) => log.error({ err: error }, 'rollback failed'),
  );
}

/**
 * Delivers a win (0 for a lost round, which settles it). A few attempts while the page waits,
 * then on in the background, always with the same transaction id: the platform's idempotency
 * turns a repeat of a win that did arrive into a replay, never a second payment.
 */
async function settleWin(
  deps: RoundDependencies,
  request: ProviderWinRequest,
): Promise<
  { kind: 'settled'; balance: string } | { kind: 'pending' } | { kind: 'refused'; code: number; message: string }
> {
  const log = deps.log.child({ round_id: request.round_id, win_transaction_id: request.transaction_id });
  const onUnreachable = (reason: string, attempt: number) =>
    log.warn({ reason, attempt }, 'win did not reach the platform; retrying');
  const answer = await deps.retrier.retry(() => deps.wallet.win(request), {
    maxAttempts: deps.winAttempts,
    onUnreachable,
  });
  if (answer.kind === 'ok') return { kind: 'settled', balance: answer.result.balance };
  if (answer.kind === 'refused') {
    log.error({ code: answer.code, message: answer.message }, 'win refused');
    return answer;
  }
  log.warn({ amount: request.amount }, 'win still undelivered; retrying in the background');
  deps.retrier.inBackground(
    async () => {
      const late = await deps.retrier.retry(() => deps.wallet.win(request), { onUnreachable });
      if (late.kind === 'ok') log.info({ balance: late.result.balance }, 'late win delivered');
      else log.error({ answer: late }, 'late win not delivered');
    },
    (error) => log.error({ err: error }, 'late win failed'),
  );
  return { kind: 'pending' };
}

/** Plays one spin for a page session: the page's answer, after the wallet has been moved. */
export async function playSpin(deps: RoundDependencies, session: GameSession, stake: Stake): Promise<SpinAnswer> {
  const roundId = `round-${randomUUID()}`;
  const betTransactionId = `bet-${randomUUID()}`;
  const log = deps.log.child({ player_id: session.playerId, round_id: roundId, bet_transaction_id: betTransactionId });
  const bet = await deps.wallet.bet({
    player_id: session.playerId,
    session_token: session.sessionToken,
    transaction_id: betTransactionId,
    round_id: roundId,
    game_code: session.gameCode,
    amount: formatUsdt(microUsdt(stake * MICRO_PER_USDT)),
  });
  if (bet.kind === 'refused') {
    log.info({ code: bet.code, message: bet.message }, 'bet refused');
    if (bet.code === PROVIDER_WALLET_CODES.insufficientFunds)
      return { code: pageCodes.insufficientFunds, message: texts.insufficientFunds };
    // Player protection: only the platform knows which break or limit and until when; its message is shown as it came.
    if (bet.code === PROVIDER_WALLET_CODES.playerProtection)
      return { code: bet.code, message: bet.message || texts.playRefused };
    // 400/401 mean a fault of ours (input, secret, clock): the player can only try later.
    if (bet.code < 1000) return { code: pageCodes.platformUnreachable, message: texts.networkError };
    return { code: bet.code, message: bet.message || texts.networkError };
  }
  if (bet.kind === 'unreachable') {
    log.warn({ reason: bet.reason }, 'bet answer lost; rolling it back');
    rollBackInBackground(deps, { playerId: session.playerId, betTransactionId, roundId });
    return { code: pageCodes.platformUnreachable, message: texts.networkError };
  }

  // The stake is taken: only now is the outcome drawn, as a provider's certified RNG would.
  const outcome = drawOutcome(deps.paytable, deps.randomInt);
  const reels = reelsFor(outcome, deps.randomInt);
  const win = formatUsdt(winAmount(stake, outcome.multiplierTenths));
  const settled = await settleWin(deps, {
    player_id: session.playerId,
    transaction_id: `win-${randomUUID()}`,
    bet_transaction_id: betTransactionId,
    round_id: roundId,
    amount: win,
  });
  if (settled.kind === 'refused') return { code: settled.code, message: settled.message || texts.networkError };
  log.info({ stake, multiplier: outcome.multiplierTenths / 10, win, settled: settled.kind }, 'round played');
  const balance = settled.kind === 'settled' ? settled.balance : null;
  return { code: 200, result: { round_id: roundId, reels, multiplier: outcome.multiplierTenths / 10, win, balance } };
}
