/** The deposit suites' app: a receiving pool, players, an operator, transfers as the watcher brings them, and the money checks. */
import { sql } from 'kysely';
import { apiPaths, microUsdt, parseUsdt } from 'shared-contracts';
import { expect } from 'vitest';
import type { AppConfig } from '../config';
import { registerPlayerDirectly } from '../modules/auth/service';
import { addReceivingAddress } from '../modules/deposits/receiving-addresses';
import type { FinalTransfer } from '../modules/deposits/final-transfer';
import { receiveFinalTransfer } from '../modules/deposits/intake';
import { playerBalance } from '../modules/ledger/accounts';
import { createTestApp, type TestApp, type TestDatabase } from './harness';
import { expectLedgerInvariants } from './ledger-invariants';
import { bearer } from './players';
import { generousLimits, operatorToken, playerToken } from './requests';

/** Valid TRON addresses for the tests' pool (not the demo seed's). */
export const POOL = [
  'TASK1skN5ZPzMVm2RAihbgJBtCVsfaUbvP',
  'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN',
  'TYovYqCE6Gg6QCB1oNSfNdsGZx77qsKHZs',
] as const;
export const SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

export interface DepositSuite {
  testApp: TestApp;
  operator: string;
  /** A new player and a token of theirs. */
  newPlayer(): Promise<{ id: number; token: string }>;
  /** A player's call to a wallet route. */
  asPlayer(token: string, url: string, payload?: object): Promise<any>;
  asOperator(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<any>;
  /** Opens an order for `amount` USDT text; the order. */
  order(token: string, amount: string): Promise<any>;
  /** A final transfer of `amount` USDT text to `to` at `blockTimestamp` (now by default). */
  transfer(to: string, amount: string, more?: Partial<FinalTransfer>): FinalTransfer;
  receive(transfer: FinalTransfer): ReturnType<typeof receiveFinalTransfer>;
  /** Every ledger invariant, and each player's wallet = what was credited or assigned to them. */
  expectMoneyConsistent(): Promise<void>;
}

let transferCounter = 0;

export async function depositSuite(
  database: TestDatabase,
  options: { pool?: readonly string[]; config?: Partial<AppConfig> } = {},
): Promise<DepositSuite> {
  const testApp = await createTestApp(database, { ...generousLimits(), ...options.config });
  for (const address of options.pool ?? POOL) await addReceivingAddress(testApp.context, null, { address, label: '' });
  const operator = await operatorToken(testApp);
  const players: number[] = [];
  const suite: DepositSuite = {
    testApp,
    operator,
    async newPlayer() {
      const username = `dep${process.pid}${players.length}${Math.floor(Math.random() * 1e6)}`.slice(0, 20);
      const player = await registerPlayerDirectly(testApp.context, username, 'secret123', null);
      players.push(player.id);
      return { id: player.id, token: await playerToken(testApp, player.id) };
    },
    async asPlayer(token, url, payload = {}) {
      return (await testApp.call({ method: 'POST', url, payload, headers: bearer(token) })).body;
    },
    async asOperator(method, url, payload) {
      return (await testApp.call({ method, url, payload, headers: bearer(operator) })).body;
    },
    async order(token, amount) {
      const body = await suite.asPlayer(token, apiPaths.wallet.recharge, { amount });
      if (body.code !== 200) throw new Error(`recharge refused: ${JSON.stringify(body)}`);
      return body.result;
    },
    transfer(to, amount, more = {}) {
      transferCounter += 1;
      return {
        txId: `${'ab'.repeat(28)}${String(transferCounter).padStart(8, '0')}`,
        eventIndex: 0,
        from: SENDER,
        to,
        amount: BigInt(parseUsdt(amount)!),
        blockNumber: 1000 + transferCounter,
        blockTimestamp: testApp.context.now().getTime(),
        ...more,
      };
    },
    receive: (transfer) => receiveFinalTransfer(testApp.context, transfer),
    async expectMoneyConsistent() {
      const db = testApp.context.db;
      await expectLedgerInvariants(db);
      for (const playerId of players) {
        const row = await db
          .selectFrom('chain_deposits')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
          .where('player_id', '=', playerId)
          .where('status', 'in', ['credited', 'assigned'])
          .executeTakeFirstOrThrow();
        expect(await playerBalance(db, playerId), `player ${playerId}'s wallet`).toBe(microUsdt(Number(row.total)));
      }
    },
  };
  return suite;
}
