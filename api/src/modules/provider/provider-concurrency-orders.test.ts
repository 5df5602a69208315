/**
 * Bet, win and rollback of one bet under the seamless wallet, on every test database: sent one by
 * one in every order and retried, they end as the money model says; fired together, each twice,
 * they end in a state some order of them explains (on PostgreSQL truly in parallel, 10 connections).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import {
  betBody,
  fundedGamePlayer,
  rollbackBody,
  USDT,
  walletBalanceOf,
  providerCall,
  winBody,
  type GamePlayer,
} from '../../test/provider';
import {
  microOf,
  modelCallOf,
  permutationsOf,
  MoneyModel,
  type ModelAnswer,
  type ProviderCallBody,
} from '../../test/money-model';

type Action = 'bet' | 'win' | 'rollback';
type Body = ProviderCallBody;
/** Generous: the suite may share the machine with others; nothing here is timed. */
const TIMEOUT_MS = 60_000;

/** A real answer in the model's terms: the code, and the balance of a success. */
const observed = (body: any): ModelAnswer =>
  body.code === 200 ? { code: 200, balance: microOf(body.result.balance) } : { code: body.code };
const comparable = (answer: ModelAnswer): ModelAnswer =>
  answer.code === 200 ? { code: 200, balance: answer.balance } : { code: answer.code };

describe.each(TEST_DATABASES)('bet, win and rollback in every order on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(async () => {
    if (!testApp) return;
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  /** Sends the calls (in order, or all at once) about one fresh bet; the answers and the final balance. */
  async function playOneBet(order: Action[], concurrently: boolean) {
    const player = await fundedGamePlayer(testApp, 20 * USDT);
    const bet = betBody(player, '2');
    const bodies: Record<Action, Body> = { bet, win: winBody(player, bet, '5'), rollback: rollbackBody(player, bet) };
    const send = (action: Action) =>
      providerCall(testApp, action, bodies[action]).then((answer) => observed(answer.body));
    const answers: ModelAnswer[] = [];
    if (concurrently) answers.push(...(await Promise.all(order.map(send))));
    else for (const action of order) answers.push(await send(action));
    return { player, bodies, answers, balance: await walletBalanceOf(testApp, player.id) };
  }

  /** What the model answers when the calls arrive in `order`, and the balance it ends with. */
  function modelled(player: GamePlayer, bodies: Record<Action, Body>, order: Action[]) {
    const model = new MoneyModel();
    model.addPlayer(player.playerId, 20 * USDT);
    const answers = order.map((action) => comparable(model.providerCall(modelCallOf(action, bodies[action]))));
    return { answers, balance: model.balances.get(player.playerId) };
  }

  it(
    'ends bet, win and rollback of one bet, sent one by one in every order and then retried, as the model says',
    async () => {
      const outcomes = new Map<string, number>();
      for (const order of permutationsOf<Action>(['bet', 'win', 'rollback'])) {
        const sequence = [...order, ...order];
        const played = await playOneBet(sequence, false);
        const expected = modelled(played.player, played.bodies, sequence);
        expect({ answers: played.answers, balance: played.balance }, sequence.join(' ')).toEqual(expected);
        outcomes.set(order.join(' '), played.balance);
      }
      // bet-win-rollback keeps the win; a rollback before any win hands the stake back.
      expect(Object.fromEntries(outcomes)).toEqual({
        'bet win rollback': 23 * USDT,
        'bet rollback win': 20 * USDT,
        'win bet rollback': 20 * USDT,
        'win rollback bet': 20 * USDT,
        'rollback bet win': 20 * USDT,
        'rollback win bet': 20 * USDT,
      });
    },
    TIMEOUT_MS,
  );

  it(
    'ends bet, win and rollback fired together, each twice, in a state that some order of them explains',
    async () => {
      const calls: Action[] = ['bet', 'bet', 'win', 'win', 'rollback', 'rollback'];
      const orders = permutationsOf(calls.map((_, index) => index));
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const played = await playOneBet(calls, true);
        const explained = orders.some((order) => {
          const model = modelled(
            played.player,
            played.bodies,
            order.map((index) => calls[index] as Action),
          );
          return (
            model.balance === played.balance &&
            order.every(
              (callIndex, step) => JSON.stringify(model.answers[step]) === JSON.stringify(played.answers[callIndex]),
            )
          );
        });
        expect(explained, JSON.stringify({ answers: played.answers, balance: played.balance })).toBe(true);
      }
    },
    TIMEOUT_MS,
  );
});
