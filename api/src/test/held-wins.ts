/** The held-wins suites' app, whose demo provider holds wins above 10 times a round's stake, and an operator's calls to it. */
import { apiPaths } from 'shared-contracts';
import { beforeAll, expect } from 'vitest';
import { openProvider } from '../config';
import { TEST_DEMO_SECRET, type TestApp, type TestDatabase } from './harness';
import { useLedgerTestApp } from './ledger-suite';
import { bearer } from './players';
import { betBody, fundedGamePlayer, providerCall, USDT, type GamePlayer } from './provider';
import { operatorToken } from './requests';

export const HELD_WINS = apiPaths.admin.heldWins;

/**
 * Registers the enclosing describe's hooks: an app on `database` whose limit is 10 times a round's
 * stake, handed to `use`, and an operator's token; returns the suite's operator calls and reads.
 */
export function useHeldWinsApp(database: TestDatabase, use: (testApp: TestApp) => void) {
  let testApp: TestApp;
  let operator = '';
  // A small multiple keeps the amounts readable: 10 times the round's stake.
  useLedgerTestApp(
    database,
    (app) => {
      testApp = app;
      use(app);
    },
    {
      providers: { demo: openProvider(TEST_DEMO_SECRET, 'http://127.0.0.1:3300/play', { maxWinMultiple: 10 }) },
    },
  );
  beforeAll(async () => {
    operator = await operatorToken(testApp);
  });

  const asOperator = (method: 'GET' | 'POST', url: string, payload?: object, token = operator) =>
    testApp.call({ method, url, payload, headers: bearer(token) });
  const decide = (id: number, decision: string, token = operator) =>
    asOperator('POST', `${HELD_WINS}/${id}/decide`, { decision }, token);
  const heldRowOf = (transactionId: string) =>
    testApp.context.db
      .selectFrom('held_wins')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();

  /** A player with 100 USDT and an open round of a 1 USDT bet: its limit is 10 USDT of wins. */
  async function roundOfOne(): Promise<{ player: GamePlayer; bet: ReturnType<typeof betBody> }> {
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const bet = betBody(player, '1');
    expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
    return { player, bet };
  }

  return { asOperator, decide, heldRowOf, roundOfOne };
}
