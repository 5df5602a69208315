/**
 * Property-based: random sequences of credits, bets, wins, rollbacks, repeats and holds against
 * the real provider callbacks and ledger and an in-memory model (src/test/money-model.ts), on every test database.
 */
import fc from 'fast-check';
import { formatUsdt, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { PLATFORM_ACCOUNTS } from '../ledger/accounts';
import { creditPlayer, placeHold, settleHold } from '../ledger/service';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import {
  betBody,
  fundedGamePlayer,
  newTransactionId,
  rollbackBody,
  USDT,
  providerCall,
  winBody,
  type GamePlayer,
} from '../../test/provider';
import { microOf, modelCallOf, MoneyModel, type ModelAnswer, type ProviderCallBody } from '../../test/money-model';

type Action = 'bet' | 'win' | 'rollback';
type Body = ProviderCallBody;
type Op =
  | { kind: 'wallet'; action: Action; body: Body }
  | { kind: 'credit'; player: GamePlayer; amount: number; key: string }
  | { kind: 'hold'; player: GamePlayer; amount: number; key: string }
  | { kind: 'settle'; holdKey: string | null; ending: 'released' | 'captured' };

const cents = (max: number, min = 1) => fc.integer({ min, max }).map((value) => value * 10_000);
const command = fc.oneof(
  fc.record({ type: fc.constant('credit' as const), player: fc.nat(), amount: cents(5000) }),
  { weight: 3, arbitrary: fc.record({ type: fc.constant('bet' as const), player: fc.nat(), amount: cents(3000) }) },
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
const initialBalances = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 3 });

const text = (micro: number) => formatUsdt(microUsdt(micro));
const UNKNOWN_HOLD_ID = 2_000_000_000;

/** One property run: its players, the bets it made or named, the calls it may repeat, its holds. */
class Run {
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
      case 'bet':
        return remember({
          kind: 'wallet',
          action: 'bet',
          body: this.bet(betBody(player(generated.player), text(generated.amount))),
        });
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
          ? this.resolve({ type: 'bet', player: generated.op, amount: USDT })
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
function project(real: ModelAnswer, model: ModelAnswer): ModelAnswer {
  return {
    code: real.code,
    ...('balance' in model ? { balance: real.balance } : {}),
    ...('message' in model ? { message: real.message } : {}),
  };
}

async function newRun(testApp: TestApp, balances: number[]) {
  const players = await Promise.all(balances.map((balance) => fundedGamePlayer(testApp, balance * USDT)));
  const model = new MoneyModel();
  players.forEach((player, index) => model.addPlayer(player.playerId, (balances[index] ?? 0) * USDT));
  return { run: new Run(testApp, players), model };
}

function modelAnswer(model: MoneyModel, op: Op): ModelAnswer {
  if (op.kind === 'wallet') return model.providerCall(modelCallOf(op.action, op.body));
  if (op.kind === 'credit') return model.credit(op.player.playerId, op.amount, op.key);
  if (op.kind === 'hold') return model.placeHold(op.player.playerId, op.amount, op.key);
  return model.settleHold(op.holdKey, op.ending);
}

describe.each(TEST_DATABASES)('seamless wallet against its model on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(async () => {
    if (!testApp) return;
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('answers every command of a random sequence as the model does, and every balance agrees after it', async () => {
    const property = fc.asyncProperty(
      initialBalances,
      fc.array(command, { minLength: 1, maxLength: 30, size: 'max' }),
      async (balances, commands) => {
        const { run, model } = await newRun(testApp, balances);
        for (const [step, generated] of commands.entries()) {
          const op = run.resolve(generated);
          const expected = modelAnswer(model, op);
          const real = await run.execute(op);
          const where = `step ${step}: ${JSON.stringify(op)}`;
          expect(project(real, expected), where).toEqual(expected);
          expect(await run.balances(), where).toEqual({
            wallets: Object.fromEntries(model.balances),
            held: Object.fromEntries(model.held),
          });
        }
        await expectLedgerInvariants(testApp.context.db);
      },
    );
    await fc.assert(property, { numRuns: 30 });
  }, 120_000);

  it('keeps the books when each batch of commands is fired at once', async () => {
    const allowed: Record<string, number[]> = {
      bet: [200, 4001, 4006],
      win: [200, 4003, 4006],
      rollback: [200, 4003, 4005, 4006],
      credit: [200],
      hold: [200, 400],
      settle: [200, 400],
    };
    const batches = fc.array(fc.array(command, { minLength: 1, maxLength: 8, size: 'max' }), {
      minLength: 1,
      maxLength: 5,
      size: 'max',
    });
    const property = fc.asyncProperty(initialBalances, batches, async (balances, generatedBatches) => {
      const { run } = await newRun(testApp, balances);
      const expected = {
        wallets: Object.fromEntries(
          run.players.map((player, index) => [player.playerId, (balances[index] ?? 0) * USDT]),
        ),
        held: Object.fromEntries(run.players.map((player) => [player.playerId, 0])),
      };
      // Each movement counts once, however many of its copies were answered with success.
      const counted = new Set<string>();
      const count = (key: string, playerId: string, wallet: number, held = 0) => {
        if (counted.has(key)) return;
        counted.add(key);
        expected.wallets[playerId] = (expected.wallets[playerId] ?? 0) + wallet;
        expected.held[playerId] = (expected.held[playerId] ?? 0) + held;
      };
      const settled = new Map<number, string>();
      for (const generated of generatedBatches) {
        const ops = generated.map((one) => run.resolve(one));
        const answers = await Promise.all(ops.map((op) => run.execute(op)));
        ops.forEach((op, index) => {
          const answer = answers[index] as ModelAnswer;
          const { code } = answer;
          expect(allowed[op.kind === 'wallet' ? op.action : op.kind], JSON.stringify({ op, answer })).toContain(code);
          if (code !== 200) return;
          if (op.kind === 'credit') count(op.key, op.player.playerId, op.amount);
          else if (op.kind === 'hold') count(op.key, op.player.playerId, -op.amount, op.amount);
          else if (op.kind === 'settle') {
            const holdId = (op.holdKey !== null && run.holdIds.get(op.holdKey)) || UNKNOWN_HOLD_ID;
            const hold = run.ops.find((one) => one.kind === 'hold' && one.key === op.holdKey) as Extract<
              Op,
              { kind: 'hold' }
            >;
            expect(settled.get(holdId) ?? op.ending, 'a hold ends one way only').toBe(op.ending);
            settled.set(holdId, op.ending);
            count(`settle:${holdId}`, hold.player.playerId, op.ending === 'released' ? hold.amount : 0, -hold.amount);
          } else {
            const { body } = op;
            const bet = op.action === 'bet' ? body : run.betsById.get(body.bet_transaction_id ?? '');
            const amount = op.action === 'rollback' ? microOf(bet?.amount) : microOf(body.amount);
            count(body.transaction_id, body.player_id, op.action === 'bet' ? -amount : amount);
          }
        });
        expect(await run.balances(), JSON.stringify(ops)).toEqual(expected);
      }
      // Per bet: never both paid and refunded, at most one refund, and only a bet that was taken.
      const calls = await testApp.context.db
        .selectFrom('provider_transactions')
        .select(['kind', 'transaction_id', 'bet_transaction_id', 'transfer_id'])
        .where(
          'player_id',
          'in',
          run.players.map((player) => player.id),
        )
        .execute();
      const applied = calls.filter(
        (call) => call.kind === 'win' || (call.kind === 'rollback' && call.transfer_id !== null),
      );
      for (const followUp of applied) {
        const sameBet = applied.filter((call) => call.bet_transaction_id === followUp.bet_transaction_id);
        expect(new Set(sameBet.map((call) => call.kind)).size, JSON.stringify(sameBet)).toBe(1);
        if (followUp.kind === 'rollback') expect(sameBet).toHaveLength(1);
        expect(calls.some((call) => call.kind === 'bet' && call.transaction_id === followUp.bet_transaction_id)).toBe(
          true,
        );
      }
      await expectLedgerInvariants(testApp.context.db);
    });
    await fc.assert(property, { numRuns: 25 });
  }, 120_000);
});
