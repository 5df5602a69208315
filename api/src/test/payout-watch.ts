/**
 * The payout-watch suites' world: the demo chain (blocks only when a test mines them), its TRON client
 * as the review routes' `payoutChain` (with a switch that hides the full node's receipts, and a start
 * line for races), the review fixture, and the reads the assertions need. Registers its own hooks.
 */
import { randomAddress, startDemoChain, type DemoChain, type TransferInput } from 'demo-chain';
import { apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTronClient, type TronClient } from '../modules/chain/trongrid-client';
import { settleWatchedPayouts } from '../modules/withdrawals/review/watch';
import { SENDER } from './deposits';
import type { TestDatabase } from './harness';
import { USDT, reviewSuite, type ReviewSuite } from './review-withdrawals';

const { withdrawals } = apiPaths.admin;

export interface PayoutWatchWorld {
  demo(): DemoChain;
  suite(): ReviewSuite;
  client(): TronClient;
  /** While true, the full node answers `{}` for receipts (its receipt index lags behind its blocks). */
  hideHeadReceipts(hidden: boolean): void;
  /** The next `expected` solidity-receipt reads of `txId` wait until all of them arrived (a race's start line). */
  gate(txId: string, expected: number): void;
  /** A player with 100 USDT and a withdrawal of `amount` (+1 fee) to a fresh address in review. */
  pending(amount?: number): Promise<{ playerId: number; address: string; id: number }>;
  /** A USDT transfer from the test wallet, pooled until the next block; its id. */
  pay(to: string, amount: string, more?: Partial<TransferInput>): string;
  approve(id: number, txId: string): Promise<any>;
  recheck(id: number): Promise<any>;
  /** One pass of the withdrawal-payouts job's watch. */
  pass(): ReturnType<typeof settleWatchedPayouts>;
  withdrawal(id: number): Promise<{ state: string; paid_tx_id: string | null; hold_id: number }>;
  payouts(id: number): Promise<Array<Record<string, any>>>;
  /** Audit rows of withdrawal `id`, oldest first. */
  audits(id: number): Promise<Array<{ operator_id: number | null; after: any }>>;
}

export function usePayoutWatch(database: TestDatabase): PayoutWatchWorld {
  let demo: DemoChain;
  let suite: ReviewSuite;
  let client: TronClient;
  let headReceiptsHidden = false;
  let gate: { txId: string; waiting: number; open: () => void; opened: Promise<void> } | null = null;
  beforeAll(async () => {
    demo = await startDemoChain({ autoMine: false });
    const real = createTronClient({ apiUrl: demo.url, pageLimit: 50 });
    client = {
      ...real,
      headTransactionInfo: (txId) => (headReceiptsHidden ? Promise.resolve(null) : real.headTransactionInfo(txId)),
      async transactionInfo(txId) {
        const waitFor = gate;
        if (waitFor?.txId === txId) {
          waitFor.waiting -= 1;
          if (waitFor.waiting === 0) gate = null;
          if (waitFor.waiting === 0) waitFor.open();
          await waitFor.opened;
        }
        return real.transactionInfo(txId);
      },
    };
    suite = await reviewSuite(database, { wiring: { payoutChain: client } });
  });
  afterAll(async () => {
    await suite.testApp.close();
    await demo.close();
  });
  afterEach(async () => {
    demo.chain.clearFaults();
    headReceiptsHidden = false;
    gate?.open();
    gate = null;
    await suite.expectMoneyConsistent();
  });

  const db = () => suite.testApp.context.db;
  return {
    demo: () => demo,
    suite: () => suite,
    client: () => client,
    hideHeadReceipts: (hidden) => (headReceiptsHidden = hidden),
    gate(txId, expected) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { txId, waiting: expected, open, opened };
    },
    async pending(amount = 40 * USDT) {
      const player = await suite.newPlayer(100 * USDT);
      const address = randomAddress();
      // Requested a minute ago by the chain's clock: the API's clock may have been moved ahead (absence spacing).
      const createdAt = new Date(Date.now() - 60_000);
      const id = await suite.withdrawal({ playerId: player.id, amount, address, createdAt });
      return { playerId: player.id, address, id };
    },
    pay: (to, amount, more = {}) => demo.chain.transfer({ from: SENDER, to, amount, ...more }).txId,
    approve: (id, txId) =>
      suite.asOperator('POST', `${withdrawals}/${id}/approve`, { method: 'chain_tx', tx_id: txId }),
    recheck: (id) => suite.asOperator('POST', `${withdrawals}/${id}/chain-check`, {}),
    pass: () => settleWatchedPayouts(suite.testApp.context, client),
    withdrawal: (id) => db().selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    payouts: (id) =>
      db().selectFrom('withdrawal_payouts').selectAll().where('withdrawal_id', '=', id).orderBy('id').execute(),
    async audits(id) {
      const rows = await db()
        .selectFrom('audit_log')
        .select(['operator_id', 'after_json'])
        .where('entity', '=', 'withdrawal')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ operator_id: row.operator_id, after: JSON.parse(row.after_json ?? 'null') }));
    },
  };
}
