/**
 * The hot-wallet verification suites' world: the demo chain on a clock the test moves and with the
 * real service's bad answers on demand (`{"Error"}` at HTTP 200, a lagging node's `{}`), its TRON
 * client (also the routes' `payoutChain`) with a start line for races, the app with a payout key,
 * and the reads the assertions need. Registers its own beforeAll / afterAll / afterEach.
 */
import { startDemoChain, type DemoChain } from 'demo-chain';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppContext } from '../context';
import { createTronClient, type TronClient } from '../modules/chain/trongrid-client';
import { PLATFORM_ACCOUNTS } from '../modules/ledger/accounts';
import { selectBalanceByCode } from '../modules/ledger/store';
import { ABSENCE_SPACING_MS } from '../modules/chain/absence';
import { PAYOUT_EXPIRATION_MS, startHotWalletPayout } from '../modules/withdrawals/hot-wallet/payout';
import { EXPIRY_MARGIN_MS, settleHotWalletPayouts } from '../modules/withdrawals/hot-wallet/settle';
import type { TestDatabase } from './harness';
import { hotWalletSuite, type HotWalletSuite } from './hot-wallet';
import { expectLedgerInvariants } from './ledger-invariants';

/** The TronGrid paths a payout's settlement reads. */
export const RECEIPT = '/walletsolidity/gettransactioninfobyid';
export const TRANSACTION = '/walletsolidity/gettransactionbyid';
export const SOLID_BLOCK = '/walletsolidity/getblock';

export interface HotWalletChain {
  demo(): DemoChain;
  suite(): HotWalletSuite;
  /** The client of the job passes and of the routes (`payoutChain`). */
  client(): TronClient;
  context(): AppContext;
  /** The next `count` calls to `path` answer HTTP 200 `{"Error": …}` (java-tron's rate limiter). */
  errorAnswers(path: string, count?: number): void;
  /** The next `count` calls to `path` answer `{}` (a lagging node). */
  emptyAnswers(path: string, count?: number): void;
  /** The next `expected` reads of the solidified block wait until all of them arrived (a race's start line). */
  gate(expected: number): void;
  /** A client whose process dies right after the commit, before its broadcast leaves. */
  crashingClient(): TronClient;
  approve(id: number, client?: TronClient): ReturnType<typeof startHotWalletPayout>;
  /** One pass of the withdrawal-payouts job through the bendable client. */
  pass(): ReturnType<typeof settleHotWalletPayouts>;
  /** Moves the chain's clock past every payout signed so far (and the margin), then solidifies a block stamped so. */
  passExpiry(): Promise<void>;
  /** Moves the API's clock (default: the spacing between two counted absences). */
  later(ms?: number): void;
  withdrawal(id: number): Promise<{ state: string; paid_tx_id: string | null; hold_id: number }>;
  payouts(id: number): Promise<Array<Record<string, any>>>;
  holdStatus(holdId: number): Promise<string>;
  /** What the platform has paid out so far (micro-USDT). */
  paidOut(): Promise<number>;
}

export function useHotWalletChain(database: TestDatabase): HotWalletChain {
  let demo: DemoChain;
  let suite: HotWalletSuite;
  let client: TronClient;
  let gate: { waiting: number; open: () => void; opened: Promise<void> } | null = null;
  let chainClockShift = 0;
  beforeAll(async () => {
    demo = await startDemoChain({ autoMine: false, now: () => Date.now() + chainClockShift });
    const real = createTronClient({ apiUrl: demo.url, pageLimit: 200 });
    client = {
      ...real,
      async solidifiedBlock() {
        const waitFor = gate;
        if (waitFor) {
          waitFor.waiting -= 1;
          if (waitFor.waiting === 0) gate = null;
          if (waitFor.waiting === 0) waitFor.open();
          await waitFor.opened;
        }
        return real.solidifiedBlock();
      },
    };
    suite = await hotWalletSuite(database, demo, undefined, { payoutChain: client });
    demo.chain.transfer({ to: suite.hotAddress, amount: '10000' });
    demo.chain.mine(1);
  });
  afterAll(async () => {
    await suite.close();
    await demo.close();
  });
  afterEach(async () => {
    demo.chain.clearFaults();
    gate?.open();
    gate = null;
    await expectLedgerInvariants(suite.testApp.context.db);
  });

  const context = () => suite.testApp.context;
  return {
    demo: () => demo,
    suite: () => suite,
    client: () => client,
    context,
    errorAnswers: (path, count = 1) => demo.chain.fault({ kind: 'error200', count, pathPrefix: path }),
    emptyAnswers: (path, count = 1) => demo.chain.fault({ kind: 'empty', count, pathPrefix: path }),
    gate(expected) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { waiting: expected, open, opened };
    },
    crashingClient: () => ({
      ...client,
      broadcastTransaction: () => Promise.reject(new Error('the process died before broadcasting')),
    }),
    approve: (id, using = client) => startHotWalletPayout(context(), suite.operatorId, id, using),
    pass: () => settleHotWalletPayouts(context(), client),
    async passExpiry() {
      const { latest } = await context()
        .db.selectFrom('withdrawal_payouts')
        .select((eb) => eb.fn.max('expires_at').as('latest'))
        .executeTakeFirstOrThrow();
      // Blocks fall on slots at or after the head's: mined in bursts they run ahead of the clock,
      // so the clock moves past the latest expiration itself, not by a fixed step.
      const target = (latest ? Date.parse(latest) : Date.now() + PAYOUT_EXPIRATION_MS) + EXPIRY_MARGIN_MS + 60_000;
      chainClockShift = Math.max(chainClockShift, target - Date.now());
      demo.chain.solidifyAll();
    },
    later: (ms = ABSENCE_SPACING_MS) => suite.testApp.advanceTime(ms),
    withdrawal: (id) =>
      context().db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    payouts: (id) =>
      context().db.selectFrom('withdrawal_payouts').selectAll().where('withdrawal_id', '=', id).orderBy('id').execute(),
    holdStatus: async (holdId) =>
      (await context().db.selectFrom('holds').select('status').where('id', '=', holdId).executeTakeFirstOrThrow())
        .status,
    paidOut: async () => Number((await selectBalanceByCode(context().db, PLATFORM_ACCOUNTS.withdrawalsPaid)) ?? 0),
  };
}
