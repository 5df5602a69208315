/**
 * The seamless wallet (shared-contracts/src/api/provider-wallet.ts): a provider's bet, win and
 * rollback calls move money between the player's wallet and the provider's clearing account,
 * each in one DB transaction, idempotent by (provider, transaction id).
 */
import { apiMessages, formatUsdt, microUsdt, parseUsdt, PROVIDER_WALLET_CODES, type ProviderBetRequest, type ProviderRollbackRequest, type ProviderWinRequest } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { DomainError, refuse } from '../../http/errors';
import { accountId, providerAccountCode, walletAccountId } from '../ledger/accounts';
import { postTransfer } from '../ledger/ledger';
import { movement } from '../ledger/postings';
import { addPayout, addStake, findRound, removeStake } from './rounds';
import { findProviderTransaction, followUpsOf, isLiveSession, lockBet, recordProviderTransaction, requestHash, walletBalance, type WalletBody } from './wallet-store';

const walletRefusal = (code: number, message: string) => new DomainError(code, message);
const CODES = PROVIDER_WALLET_CODES;

/** What every money call needs, resolved before its transaction (SQLite has one connection). */
export async function walletParties(context: AppContext, provider: string, playerIdText: string) {
  const playerId = /^\d{1,12}$/.test(playerIdText) ? Number(playerIdText) : null;
  const wallet = playerId === null ? null : await walletAccountId(context.db, playerId);
  if (playerId === null || wallet === null) throw walletRefusal(CODES.playerNotFound, apiMessages.walletPlayerNotFound);
  const clearing = await accountId(context.db, providerAccountCode(provider), 'provider', null, context.now());
  return { playerId, wallet, clearing };
}

function amountOf(text: string, allowZero: boolean): number {
  const amount = parseUsdt(text);
  if (amount === null || amount < 0 || (amount === 0 && !allowZero)) throw refuse(apiMessages.badField);
  return amount;
}

const success = (balance: number, transactionId: string): WalletBody => ({ code: 200, result: { balance: formatUsdt(microUsdt(balance)), transaction_id: transactionId } });

/** A repeat of a call already answered gets that answer; the same id with another meaning is refused. */
function replayed(existing: { request_hash: string; response_json: string } | undefined, hash: string): WalletBody | null {
  if (!existing) return null;
  if (existing.request_hash !== hash) throw walletRefusal(CODES.transactionConflict, apiMessages.idempotencyConflict);
  return JSON.parse(existing.response_json) as WalletBody;
}

async function gameTypeOf(context: AppContext, provider: string, gameCode: string): Promise<number> {
  const game = await context.db
    .selectFrom('games')
    .innerJoin('game_platforms', 'game_platforms.id', 'games.plat_type_id')
    .select('games.game_type_id')
    .where('game_platforms.code', '=', provider)
    .where('games.game_code', '=', gameCode)
    .executeTakeFirst();
  // A provider may run a game our catalogue does not list yet; its rounds still count, uncategorised.
  return game?.game_type_id ?? 0;
}

export async function placeBet(context: AppContext, provider: string, request: ProviderBetRequest): Promise<WalletBody> {
  const amount = amountOf(request.amount, false);
  const { playerId, wallet, clearing } = await walletParties(context, provider, request.player_id);
  const gameTypeId = await gameTypeOf(context, provider, request.game_code);
  const hash = requestHash(['bet', playerId, request.round_id, request.game_code, amount]);
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    await lockBet(trx, context.dialect, provider, request.transaction_id);
    const repeat = replayed(await findProviderTransaction(trx, provider, request.transaction_id), hash);
    if (repeat) return repeat;
    // A rollback that came first left its tombstone: this bet was cancelled before it arrived.
    if ((await followUpsOf(trx, provider, request.transaction_id)).some((row) => row.kind === 'rollback')) throw walletRefusal(CODES.betCancelled, apiMessages.walletBetCancelled);
    if (!(await isLiveSession(trx, provider, playerId, request.session_token, now))) throw walletRefusal(CODES.sessionInvalid, apiMessages.walletSessionInvalid);
    const key = { provider, roundId: request.round_id, playerId };
    const round = await findRound(trx, key);
    if (round && (round.status !== 'open' || round.game_code !== request.game_code)) throw walletRefusal(CODES.roundMismatch, apiMessages.walletRoundMismatch);

    // The round first: the clearing row's lock, taken by the transfer, is then held only briefly.
    await addStake(trx, key, { code: request.game_code, typeId: gameTypeId }, amount, now);
    const posted = await postTransfer(trx, now, { idempotencyKey: `wallet:${provider}:${request.transaction_id}`, kind: 'bet', reference: `round:${provider}:${request.round_id}`, postings: movement(wallet, clearing, amount), platformAccountId: clearing });
    const response = success(posted.balanceAfter.get(wallet) ?? 0, request.transaction_id);
    await recordProviderTransaction(trx, { provider, transaction_id: request.transaction_id, kind: 'bet', player_id: playerId, round_id: request.round_id, bet_transaction_id: null, amount, request_hash: hash, transfer_id: posted.transferId, response, created_at: now.toISOString() });
    return response;
  });
}

/** The bet a win or rollback names, checked against the caller's player and round. */
async function betOf(trx: Parameters<typeof findProviderTransaction>[0], provider: string, request: ProviderWinRequest | ProviderRollbackRequest, playerId: number) {
  const bet = await findProviderTransaction(trx, provider, request.bet_transaction_id);
  if (!bet || bet.kind !== 'bet') return null;
  if (bet.player_id !== playerId || bet.round_id !== request.round_id) throw walletRefusal(CODES.roundMismatch, apiMessages.walletRoundMismatch);
  return bet;
}

export async function settleWin(context: AppContext, provider: string, request: ProviderWinRequest): Promise<WalletBody> {
  const amount = amountOf(request.amount, true);
  const { playerId, wallet, clearing } = await walletParties(context, provider, request.player_id);
  const hash = requestHash(['win', playerId, request.round_id, request.bet_transaction_id, amount]);
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    await lockBet(trx, context.dialect, provider, request.bet_transaction_id);
    const repeat = replayed(await findProviderTransaction(trx, provider, request.transaction_id), hash);
    if (repeat) return repeat;
    const bet = await betOf(trx, provider, request, playerId);
    if (!bet) throw walletRefusal(CODES.betNotFound, apiMessages.walletBetNotFound);
    if ((await followUpsOf(trx, provider, request.bet_transaction_id)).some((row) => row.kind === 'rollback')) throw walletRefusal(CODES.betCancelled, apiMessages.walletBetCancelled);

    // A lost round is settled with a win of 0: nothing moves, the round closes.
    await addPayout(trx, { provider, roundId: request.round_id, playerId }, amount, now);
    const posted = amount > 0 ? await postTransfer(trx, now, { idempotencyKey: `wallet:${provider}:${request.transaction_id}`, kind: 'win', reference: `round:${provider}:${request.round_id}`, postings: movement(clearing, wallet, amount), platformAccountId: clearing }) : null;
    const response = success(posted?.balanceAfter.get(wallet) ?? (await walletBalance(trx, wallet)), request.transaction_id);
    await recordProviderTransaction(trx, { provider, transaction_id: request.transaction_id, kind: 'win', player_id: playerId, round_id: request.round_id, bet_transaction_id: request.bet_transaction_id, amount, request_hash: hash, transfer_id: posted?.transferId ?? null, response, created_at: now.toISOString() });
    return response;
  });
}

export async function rollbackBet(context: AppContext, provider: string, request: ProviderRollbackRequest): Promise<WalletBody> {
  const { playerId, wallet, clearing } = await walletParties(context, provider, request.player_id);
  const hash = requestHash(['rollback', playerId, request.round_id, request.bet_transaction_id]);
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    await lockBet(trx, context.dialect, provider, request.bet_transaction_id);
    const repeat = replayed(await findProviderTransaction(trx, provider, request.transaction_id), hash);
    if (repeat) return repeat;
    const base = { provider, transaction_id: request.transaction_id, kind: 'rollback' as const, player_id: playerId, round_id: request.round_id, bet_transaction_id: request.bet_transaction_id, request_hash: hash, created_at: now.toISOString() };
    const bet = await betOf(trx, provider, request, playerId);
    if (!bet) {
      // Refused, and remembered: the tombstone makes the bet refused if it arrives later.
      const refusal: WalletBody = { code: CODES.betNotFound, message: apiMessages.walletBetNotFound };
      await recordProviderTransaction(trx, { ...base, amount: 0, transfer_id: null, response: refusal });
      return refusal;
    }
    const followUps = await followUpsOf(trx, provider, request.bet_transaction_id);
    if (followUps.some((row) => row.kind === 'win')) throw walletRefusal(CODES.betAlreadySettled, apiMessages.walletBetSettled);
    if (followUps.some((row) => row.kind === 'rollback')) throw walletRefusal(CODES.betCancelled, apiMessages.walletBetCancelled);

    const stake = Number(bet.amount);
    await removeStake(trx, { provider, roundId: request.round_id, playerId }, stake, now);
    const posted = await postTransfer(trx, now, { idempotencyKey: `wallet:${provider}:${request.transaction_id}`, kind: 'rollback', reference: `round:${provider}:${request.round_id}`, postings: movement(clearing, wallet, stake), platformAccountId: clearing });
    const response = success(posted.balanceAfter.get(wallet) ?? 0, request.transaction_id);
    await recordProviderTransaction(trx, { ...base, amount: stake, transfer_id: posted.transferId, response });
    return response;
  });
}
