/**
 * An in-memory model of the providers' seamless-wallet callbacks and of the ledger's credits and
 * holds, for tests to hold the real ones against: what each call should answer and what each
 * wallet should then hold.
 */
import { apiMessages, parseUsdt, PROVIDER_WALLET_CODES as CODES } from 'shared-contracts';

/** What a call answers: its code, the wallet balance on success, the message where it matters. */
export interface ModelAnswer {
  code: number;
  balance?: number;
  message?: string;
}

export type ModelCall =
  | { kind: 'bet'; playerId: string; transactionId: string; roundId: string; amount: number }
  | { kind: 'win'; playerId: string; transactionId: string; betTransactionId: string; roundId: string; amount: number }
  | { kind: 'rollback'; playerId: string; transactionId: string; betTransactionId: string; roundId: string };

/** A wallet call's body as the test helpers build it (betBody, winBody, rollbackBody). */
export type ProviderCallBody = {
  player_id: string;
  transaction_id: string;
  round_id: string;
  amount?: string;
  bet_transaction_id?: string;
};

/** Micro-USDT of decimal text; NaN when there is none, so a comparison with it fails. */
export const microOf = (text: string | undefined): number => parseUsdt(text ?? '') ?? Number.NaN;

/** The model's view of a wallet call. */
export function modelCallOf(action: ModelCall['kind'], body: ProviderCallBody): ModelCall {
  const { player_id: playerId, transaction_id: transactionId, round_id: roundId } = body;
  const betTransactionId = body.bet_transaction_id ?? '';
  if (action === 'bet') return { kind: 'bet', playerId, transactionId, roundId, amount: microOf(body.amount) };
  if (action === 'win')
    return { kind: 'win', playerId, transactionId, roundId, betTransactionId, amount: microOf(body.amount) };
  return { kind: 'rollback', playerId, transactionId, roundId, betTransactionId };
}

interface RecordedCall {
  call: ModelCall;
  meaning: string;
  answer: ModelAnswer;
}

type HoldStatus = 'pending' | 'released' | 'captured';

/** The parts of a call its request hash covers (the service's `requestHash` fields). */
function meaningOf(call: ModelCall): string {
  if (call.kind === 'bet') return JSON.stringify(['bet', call.playerId, call.roundId, call.amount]);
  if (call.kind === 'win')
    return JSON.stringify(['win', call.playerId, call.roundId, call.betTransactionId, call.amount]);
  return JSON.stringify(['rollback', call.playerId, call.roundId, call.betTransactionId]);
}

export class MoneyModel {
  /** Wallet balances in micro-USDT by player id (text, as the provider names players). */
  readonly balances = new Map<string, number>();
  /** Money on hold by player id. */
  readonly held = new Map<string, number>();
  private readonly recorded = new Map<string, RecordedCall>();
  private readonly rounds = new Map<
    string,
    { status: 'open' | 'settled' | 'cancelled'; stake: number; payout: number }
  >();
  private readonly credits = new Map<string, ModelAnswer>();
  private readonly holds = new Map<string, { playerId: string; amount: number; status: HoldStatus }>();

  addPlayer(playerId: string, balance: number): void {
    this.balances.set(playerId, balance);
    this.held.set(playerId, 0);
  }

  private move(playerId: string, amount: number): number {
    const balance = (this.balances.get(playerId) ?? 0) + amount;
    this.balances.set(playerId, balance);
    return balance;
  }

  private followUps(betTransactionId: string): ModelCall[] {
    return [...this.recorded.values()]
      .map((row) => row.call)
      .filter((call) => call.kind !== 'bet' && call.betTransactionId === betTransactionId);
  }

  private record(call: ModelCall, answer: ModelAnswer): ModelAnswer {
    this.recorded.set(call.transactionId, { call, meaning: meaningOf(call), answer });
    return answer;
  }

  /** A provider's bet, win or rollback, in the order of the checks the provider service makes. */
  providerCall(call: ModelCall): ModelAnswer {
    const earlier = this.recorded.get(call.transactionId);
    if (earlier) return earlier.meaning === meaningOf(call) ? earlier.answer : { code: CODES.transactionConflict };
    if (call.kind === 'bet') return this.bet(call);
    const bet = this.recorded.get(call.betTransactionId)?.call;
    const placed = bet?.kind === 'bet' ? bet : undefined;
    if (placed && (placed.playerId !== call.playerId || placed.roundId !== call.roundId))
      return { code: CODES.roundMismatch };
    const followUps = this.followUps(call.betTransactionId);
    const roundKey = `${call.playerId}:${call.roundId}`;
    const round = this.rounds.get(roundKey);
    if (call.kind === 'win') {
      if (!placed || !round) return { code: CODES.betNotFound };
      if (followUps.some((row) => row.kind === 'rollback')) return { code: CODES.betCancelled };
      Object.assign(round, { status: 'settled', payout: round.payout + call.amount });
      return this.record(call, { code: 200, balance: this.move(call.playerId, call.amount) });
    }
    // A rollback of a bet we never took is refused and remembered: the bet is refused if it comes later.
    if (!placed || !round)
      return this.record(call, { code: CODES.betNotFound, message: apiMessages.walletBetNotFound });
    if (followUps.some((row) => row.kind === 'win')) return { code: CODES.betAlreadySettled };
    if (followUps.some((row) => row.kind === 'rollback')) return { code: CODES.betCancelled };
    // A win on any bet of the round settled it: none of its bets is refunded after.
    if (round.status !== 'open') return { code: CODES.betAlreadySettled, message: apiMessages.walletRoundSettled };
    round.stake -= placed.amount;
    if (round.stake === 0 && round.payout === 0) round.status = 'cancelled';
    return this.record(call, { code: 200, balance: this.move(call.playerId, placed.amount) });
  }

  private bet(call: Extract<ModelCall, { kind: 'bet' }>): ModelAnswer {
    if (this.followUps(call.transactionId).some((row) => row.kind === 'rollback')) return { code: CODES.betCancelled };
    const roundKey = `${call.playerId}:${call.roundId}`;
    const round = this.rounds.get(roundKey);
    if (round && round.status !== 'open') return { code: CODES.roundMismatch };
    if ((this.balances.get(call.playerId) ?? 0) < call.amount)
      return { code: CODES.insufficientFunds, message: apiMessages.insufficientFunds };
    if (round) round.stake += call.amount;
    else this.rounds.set(roundKey, { status: 'open', stake: call.amount, payout: 0 });
    return this.record(call, { code: 200, balance: this.move(call.playerId, -call.amount) });
  }

  /** creditPlayer: always taken; a repeat of its key moves nothing and answers the first balance. */
  credit(playerId: string, amount: number, key: string): ModelAnswer {
    const earlier = this.credits.get(key);
    if (earlier) return earlier;
    const answer = { code: 200, balance: this.move(playerId, amount) };
    this.credits.set(key, answer);
    return answer;
  }

  /**
   * placeHold: a repeat of its key is the same hold; another amount under the key is a conflict.
   * The ledger refuses in the player API's terms (code 400), not in the provider protocol's.
   */
  placeHold(playerId: string, amount: number, key: string): ModelAnswer {
    const earlier = this.holds.get(key);
    if (earlier)
      return earlier.amount === amount && earlier.playerId === playerId
        ? { code: 200 }
        : { code: 400, message: apiMessages.idempotencyConflict };
    if ((this.balances.get(playerId) ?? 0) < amount) return { code: 400, message: apiMessages.insufficientFunds };
    this.move(playerId, -amount);
    this.held.set(playerId, (this.held.get(playerId) ?? 0) + amount);
    this.holds.set(key, { playerId, amount, status: 'pending' });
    return { code: 200 };
  }

  /** settleHold: a hold ends once; the same ending again is a no-op, another ending is refused. */
  settleHold(key: string | null, ending: 'released' | 'captured'): ModelAnswer {
    const hold = key === null ? undefined : this.holds.get(key);
    if (!hold) return { code: 400, message: apiMessages.notFound };
    if (hold.status === ending) return { code: 200 };
    if (hold.status !== 'pending') return { code: 400, message: apiMessages.badRequest };
    hold.status = ending;
    this.held.set(hold.playerId, (this.held.get(hold.playerId) ?? 0) - hold.amount);
    if (ending === 'released') this.move(hold.playerId, hold.amount);
    return { code: 200 };
  }
}

/** Every order of the items (n! of them; for the few calls about one bet). */
export function permutationsOf<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutationsOf([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
