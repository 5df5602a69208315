/**
 * The providers' seamless-wallet callbacks (shared-contracts/src/api/provider-wallet.ts): a
 * provider's bet, win and rollback calls move money between the player's wallet and the
 * provider's clearing account, each in one DB transaction, idempotent by (provider, transaction id).
 */
import {
  apiMessages,
  microUsdt,
  parseUsdt,
  PROVIDER_WALLET_CODES as CODES,
  type MicroUsdt,
  type ProviderBetRequest,
  type ProviderRollbackRequest,
  type ProviderWinRequest,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { checkBet } from '../protection';
import { isRestricted, RESTRICTED_MESSAGES } from '../risk';
import { holdWinAboveLimit } from './held-wins';
import { callParties, providerRefusal, requestHash, runMoneyCall, type ProviderReply } from './money-call';
import { isLiveSession } from './sessions';
import { hashToken } from '../auth';
import { addPayout, addStake, findRound, lockRound, removeStake } from './rounds-store';
import { rememberedGameTypeOf } from './game-types';
import type { CallRows } from './store';

/** The amount of a call; text that is no amount, or one too large to hold exactly, is bad input. */
function amountOf(text: string, allowZero: boolean): MicroUsdt {
  const amount = parseUsdt(text);
  if (amount === null || amount < 0 || (amount === 0 && !allowZero)) throw refuse(apiMessages.badField);
  return amount;
}

const hasRollback = (followUps: ReadonlyArray<{ kind: string }>) => followUps.some((row) => row.kind === 'rollback');

export async function placeBet(
  context: AppContext,
  provider: string,
  request: ProviderBetRequest,
): Promise<ProviderReply> {
  const amount = amountOf(request.amount, false);
  const parties = await callParties(context, provider, request.player_id);
  const { playerId } = parties;
  const gameTypeId = await rememberedGameTypeOf(context.db, provider, request.game_code);
  const hash = requestHash(['bet', playerId, request.round_id, request.game_code, amount]);
  const call = {
    provider,
    kind: 'bet' as const,
    transactionId: request.transaction_id,
    betTransactionId: request.transaction_id,
    roundId: request.round_id,
    hash,
  };
  return runMoneyCall(
    context,
    parties,
    call,
    async (trx, now, rows) => {
      // A rollback that came first left its tombstone: this bet was cancelled before it arrived.
      if (hasRollback(rows.followUps)) throw providerRefusal(CODES.betCancelled, apiMessages.walletBetCancelled);
      if (!(await isLiveSession(trx, provider, playerId, request.session_token, now)))
        throw providerRefusal(CODES.sessionInvalid, apiMessages.walletSessionInvalid);
      const key = { provider, roundId: request.round_id, playerId };
      const round = await findRound(trx, key);
      if (round && (round.status !== 'open' || round.game_code !== request.game_code))
        throw providerRefusal(CODES.roundMismatch, apiMessages.walletRoundMismatch);
      // Player protection (a break, the stake and loss limits): refused, nothing moves and nothing is
      // remembered, as for insufficient funds; the game shows the message.
      const roundStake = async () => Number((await findRound(trx, key))?.stake ?? 0);
      const refusal = await checkBet(trx, context, { playerId, amount, now, roundStake });
      if (refusal) throw providerRefusal(CODES.playerProtection, refusal.message);
      // 禁止投注 (risk) is refused as protection is; on PostgreSQL the fast path sends such a bet here (wallet-call-function.ts).
      if (await isRestricted(trx, playerId, 'bet'))
        throw providerRefusal(CODES.playerProtection, RESTRICTED_MESSAGES.bet);
      // The round first: the clearing row's lock, taken by the transfer, is then held only briefly.
      if (!(await addStake(trx, key, { code: request.game_code, typeId: gameTypeId }, amount, now)))
        throw providerRefusal(CODES.roundMismatch, apiMessages.walletRoundMismatch);
      return { direction: 'debit', amount };
    },
    { kind: 'bet', amount, sessionHash: hashToken(request.session_token), gameCode: request.game_code, gameTypeId },
  );
}

/** The bet a win or rollback names, checked against the caller's player and round. */
function betOf(rows: CallRows, request: ProviderWinRequest | ProviderRollbackRequest, playerId: number) {
  const { bet } = rows;
  if (!bet || bet.kind !== 'bet') return null;
  if (bet.player_id !== playerId || bet.round_id !== request.round_id)
    throw providerRefusal(CODES.roundMismatch, apiMessages.walletRoundMismatch);
  return bet;
}

export async function settleWin(
  context: AppContext,
  provider: string,
  request: ProviderWinRequest,
): Promise<ProviderReply> {
  const amount = amountOf(request.amount, true);
  const parties = await callParties(context, provider, request.player_id);
  const { playerId } = parties;
  const hash = requestHash(['win', playerId, request.round_id, request.bet_transaction_id, amount]);
  const call = {
    provider,
    kind: 'win' as const,
    transactionId: request.transaction_id,
    betTransactionId: request.bet_transaction_id,
    roundId: request.round_id,
    hash,
  };
  return runMoneyCall(
    context,
    parties,
    call,
    async (trx, now, rows) => {
      if (!betOf(rows, request, playerId)) throw providerRefusal(CODES.betNotFound, apiMessages.walletBetNotFound);
      if (hasRollback(rows.followUps)) throw providerRefusal(CODES.betCancelled, apiMessages.walletBetCancelled);
      const key = { provider, roundId: request.round_id, playerId };
      const win = {
        ...key,
        transactionId: request.transaction_id,
        betTransactionId: request.bet_transaction_id,
        amount,
      };
      // Above the round's limit: the round closes as for any win, the win waits for an operator.
      if (await holdWinAboveLimit(trx, context, win, now)) {
        await addPayout(trx, key, microUsdt(0), now);
        return { held: true };
      }
      // A lost round is settled with a win of 0: the round closes, nothing moves.
      await addPayout(trx, key, amount, now);
      return { direction: 'credit', amount };
    },
    { kind: 'win', amount },
  );
}

export async function rollbackBet(
  context: AppContext,
  provider: string,
  request: ProviderRollbackRequest,
): Promise<ProviderReply> {
  const parties = await callParties(context, provider, request.player_id);
  const { playerId } = parties;
  const hash = requestHash(['rollback', playerId, request.round_id, request.bet_transaction_id]);
  const call = {
    provider,
    kind: 'rollback' as const,
    transactionId: request.transaction_id,
    betTransactionId: request.bet_transaction_id,
    roundId: request.round_id,
    hash,
  };
  return runMoneyCall(context, parties, call, async (trx, now, rows) => {
    const bet = betOf(rows, request, playerId);
    // Refused, and remembered: the tombstone makes the bet refused if it arrives later.
    if (!bet) return { remembered: { code: CODES.betNotFound, message: apiMessages.walletBetNotFound } };
    const { followUps } = rows;
    if (followUps.some((row) => row.kind === 'win'))
      throw providerRefusal(CODES.betAlreadySettled, apiMessages.walletBetSettled);
    if (hasRollback(followUps)) throw providerRefusal(CODES.betCancelled, apiMessages.walletBetCancelled);
    const key = { provider, roundId: request.round_id, playerId };
    // A round with a win (paid, held or 0) is settled: its stake was what the win's limit was
    // judged on, so no bet of it is refunded after. Locked, as a win locks it: one waits for the other.
    if ((await lockRound(trx, context.dialect, key))?.status !== 'open')
      throw providerRefusal(CODES.betAlreadySettled, apiMessages.walletRoundSettled);
    await removeStake(trx, key, bet.amount, now);
    return { direction: 'credit', amount: bet.amount };
  });
}
