/**
 * Property runs of the money-model suites: generated commands (credits, bets, wins, rollbacks,
 * repeats, holds), the run that turns them into calls on the real provider callbacks and ledger,
 * and what the in-memory model (money-model.ts) answers for each.
 */
import fc from 'fast-check';
import { formatUsdt, microUsdt } from 'shared-contracts';
import { expect } from 'vitest';
import { DomainError } from '../errors';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { creditPlayer, placeHold, settleHold } from '../modules/ledger/service';
import type { TestApp } from './harness';
import { microOf, modelCallOf, MoneyModel, type ModelAnswer, type ProviderCallBody } from './money-model';
import {
  betBody,
  fundedGamePlayer,
  newTransactionId,
  rollbackBody,
  USDT,
  providerCall,
  winBody,
  type GamePlayer,
} from './provider';

type Action = 'bet' | 'win' | 'rollback';
type Body = ProviderCallBody;
export type Op =
  | { kind: 'wallet'; action: Action; body: Body }
  | { kind: 'credit'; player: GamePlayer; amount: number; key: string }
  | { kind: 'hold'; player: GamePlayer; amount: number; key: string }
  | { kind: 'settle'; holdKey: string | null; ending: 'released' | 'captured' };

const cents = (max: number, min = 1) => fc.integer({ min, max }).map((value) => value * 10_000);
export const command = fc.oneof(
  fc.record({ type: fc.constant('credit' as const), player: fc.nat(), amount: cents(5000) }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      player: fc.nat(),
      amount: cents(3000),
      // Another bet of an earlier bet's round (its player's), so rounds hold several bets.
      sameRoundAs: fc.option(fc.nat(), { freq: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('win' as const),
      bet: fc.nat(),
      unknown: fc.nat({ max: 4 }).map((n) => n === 0),
      amount: cents(5000, 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('rollback' as const),
      bet: fc.nat(),
      unknown: fc.nat({ max: 4 }).map((n) => n === 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('repeat' as const), op: fc.nat() }) },
  fc.record({ type: fc.constant('hold' as const), player: fc.nat(), amount: cents(3000) }),
  fc.record({
    type: fc.constant('settle' as const),
    hold: fc.nat(),
    unknown: fc.nat({ max: 5 }).map((n) => n === 0),
    release: fc.boolean(),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;
export const initialBalances = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 3 });

const text = (micro: number) => formatUsdt(microUsdt(micro));
export const UNKNOWN_HOLD_ID = 2_000_000_000;

/** One property run: its players, the bets it made or named, the calls it may repeat, its holds. */
export class Run {
  readonly bets: Body[] = [];
  readonly betsById = new Map<string, Body>();
  readonly ops: Op[] = [];
  readonly holdKeys: string[] = [];
  readonly holdIds = new Map<string, number>();
  constructor(
    readonly testApp: TestApp,
    readonly players: GamePlayer[],
  ) {}

  private bet(body: Body): Body {
    this.bets.push(body);
    this.betsById.set(body.transaction_id, body);
    return body;
  }

  /** The operation a generated command stands for; new calls join the ones a later repeat may pick. */
  resolve(generated: Command): Op {
    const player = (index: number) => this.players[index % this.players.length] as GamePlayer;
    const known = (index: number, unknown: boolean) => {
      // A bet never sent: named by a win or rollback now, perhaps sent later by a repeat.
      if (unknown || this.bets.length === 0) {
        const ghost = this.bet(betBody(player(index), text(USDT)));
        this.ops.push({ kind: 'wallet', action: 'bet', body: ghost });
        return ghost;
      }
      return this.bets[index % this.bets.length] as Body;
    };
    const remember = (op: Op) => (this.ops.push(op), op);
    switch (generated.type) {
      case 'credit':
        return remember({
          kind: 'credit',
          player: player(generated.player),
          amount: generated.amount,
          key: newTransactionId('credit'),
        });
      case 'bet': {
        const joined = generated.sameRoundAs === null ? undefined : this.bets[generated.sameRoundAs % this.bets.length];
        const body = joined
          ? betBody(this.playerOf(joined), text(generated.amount), { round_id: joined.round_id })
          : betBody(player(generated.player), text(generated.amount));
        return remember({ kind: 'wallet', action: 'bet', body: this.bet(body) });
      }
      case 'win': {
        const bet = known(generated.bet, generated.unknown);
        return remember({
          kind: 'wallet',
          action: 'win',
          body: winBody(this.playerOf(bet), bet, text(generated.amount)),
        });
      }
      case 'rollback': {
        const bet = known(generated.bet, generated.unknown);
        return remember({ kind: 'wallet', action: 'rollback', body: rollbackBody(this.playerOf(bet), bet) });
      }
      case 'repeat':
        return this.ops.length === 0
          ? this.resolve({ type: 'bet', player: generated.op, amount: USDT, sameRoundAs: null })
          : (this.ops[generated.op % this.ops.length] as Op);
      case 'hold': {
        const op: Extract<Op, { kind: 'hold' }> = {
          kind: 'hold',
          player: player(generated.player),
          amount: generated.amount,
          key: newTransactionId('hold'),
        };
        this.holdKeys.push(op.key);
        return remember(op);
      }
      case 'settle': {
        const holdKey =
          generated.unknown || this.holdKeys.length === 0
            ? null
            : (this.holdKeys[generated.hold % this.holdKeys.length] ?? null);
        return { kind: 'settle', holdKey, ending: generated.release ? 'released' : 'captured' };
      }
    }
  }

  private playerOf(bet: Body): GamePlayer {
    return this.players.find((player) => player.playerId === bet.player_id) as GamePlayer;
  }

  /** Runs the operation on the real API; its answer in the model's terms. */
  async execute(op: Op): Promise<ModelAnswer> {
    const { context } = this.testApp;
    try {
      if (op.kind === 'wallet') {
        const { status, body } = await providerCall(this.testApp, op.action, op.body);
        expect(status, JSON.stringify(body)).toBe(200);
        return body.code === 200
          ? { code: 200, balance: microOf(body.result.balance) }
          : { code: body.code, message: body.message };
      }
      if (op.kind === 'credit') {
        const balance = await creditPlayer(context, {
          playerId: op.player.id,
          amount: microUsdt(op.amount),
          sourceCode: PLATFORM_ACCOUNTS.promotionExpense,
          kind: 'promotion',
          idempotencyKey: op.key,
        });
        return { code: 200, balance };
      }
      if (op.kind === 'hold') {
        const holdId = await placeHold(context, op.player.id, microUsdt(op.amount), op.key);
        expect(this.holdIds.get(op.key) ?? holdId, 'a repeated hold is the same hold').toBe(holdId);
        this.holdIds.set(op.key, holdId);
        return { code: 200 };
      }
      const holdId = (op.holdKey !== null && this.holdIds.get(op.holdKey)) || UNKNOWN_HOLD_ID;
      await settleHold(
        context,
        holdId,
        op.ending === 'released' ? { release: true } : { captureTo: PLATFORM_ACCOUNTS.withdrawalPending },
      );
      return { code: 200 };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { code: error.code, message: error.message };
    }
  }

  /** Wallet and hold balances of the run's players, read from the ledger. */
  async balances(): Promise<{ wallets: Record<string, number>; held: Record<string, number> }> {
    const codes = this.players.flatMap((player) => [`player:${player.id}`, `hold:${player.id}`]);
    const rows = await this.testApp.context.db
      .selectFrom('accounts')
      .select(['code', 'balance'])
      .where('code', 'in', codes)
      .execute();
    const balanceOf = (code: string) => Number(rows.find((row) => row.code === code)?.balance ?? 0);
    return {
      wallets: Object.fromEntries(this.players.map((player) => [player.playerId, balanceOf(`player:${player.id}`)])),
      held: Object.fromEntries(this.players.map((player) => [player.playerId, balanceOf(`hold:${player.id}`)])),
    };
  }
}

/** The real answer, cut down to what the model says about it (a balance, a message). */
export function project(real: ModelAnswer, model: ModelAnswer): ModelAnswer {
  return {
    code: real.code,
    ...('balance' in model ? { balance: real.balance } : {}),
    ...('message' in model ? { message: real.message } : {}),
  };
}

export async function newRun(testApp: TestApp, balances: number[]) {
  const players = await Promise.all(balances.map((balance) => fundedGamePlayer(testApp, balance * USDT)));
  const model = new MoneyModel();
  players.forEach((player, index) => model.addPlayer(player.playerId, (balances[index] ?? 0) * USDT));
  return { run: new Run(testApp, players), model };
}

export function modelAnswer(model: MoneyModel, op: Op): ModelAnswer {
  if (op.kind === 'wallet') return model.providerCall(modelCallOf(op.action, op.body));
  if (op.kind === 'credit') return model.credit(op.player.playerId, op.amount, op.key);
  if (op.kind === 'hold') return model.placeHold(op.player.playerId, op.amount, op.key);
  return model.settleHold(op.holdKey, op.ending);
}
