/**
 * `pnpm bench:deposits`: the chain watcher crediting USDT recharges from the demo chain (started
 * in-process, blocks made by the bench), on SQLite and (with BENCH_DATABASE_URL / TEST_DATABASE_URL)
 * PostgreSQL. Burst: 10,000 players' orders on 50 pool addresses, one exact transfer each, all
 * solidified at one moment; watcher passes back to back until every order is paid: transfers
 * credited per second and the time from a transfer's solidification to its credit. Then a steady
 * state (deposits-steady.ts), and TronGrid requests a day at 10, 1,000 and 100,000 addresses on a
 * simulated clock (deposits-requests.ts). Prints figures, asserts nothing; the chain shares this process's CPUs.
 *
 *   BENCH_TRANSFERS=10000 (0 skips the burst)  BENCH_ADDRESSES=50  BENCH_BLOCKS=10 (blocks the burst's transfers are mined in)
 *   BENCH_DATABASES=postgres   PostgreSQL only;  REQUESTS_SIM_MINUTES=0 skips the requests-a-day part
 */
import { availableParallelism, cpus } from 'node:os';
import { randomAddress, startDemoChain, type DemoChain } from 'demo-chain';
import {
  addPool,
  benchDepositPlayers,
  openBenchDatabase,
  openOrders,
  tokenAmount,
  type BenchOrder,
} from './deposits-setup';
import { tronSettings } from '../src/config-money';
import { printRequestsPerDay } from './deposits-requests';
import { steadyState } from './deposits-steady';
import { verifyDeposits } from './deposits-verify';
import {
  instrumentedWatcher,
  newProbe,
  nowMs,
  passTotals,
  printProfile,
  spread,
  type WatchProbe,
} from './deposits-watch';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 10_000);
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 50);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 10);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const RECEIPT_PATH = '/walletsolidity/gettransactioninfobyid';
const PAGE_PATH = '/v1/contracts/';

/** Mines the transfers of `orders` into BLOCKS blocks, then until all are solidified; each transfer's solidification time. */
export function payAndSolidify(demo: DemoChain, orders: readonly BenchOrder[], blocks: number): Map<string, number> {
  const blockOf = new Map<string, number>();
  const perBlock = Math.ceil(orders.length / blocks);
  for (let start = 0; start < orders.length; start += perBlock) {
    const slice = orders.slice(start, start + perBlock);
    const made = demo.chain.transferMany(
      slice.map((order) => ({ to: order.address, amount: tokenAmount(order.actualAmount) })),
    );
    for (const transfer of made) blockOf.set(transfer.txId, transfer.blockNumber);
    demo.chain.mine(1);
  }
  const solidifiedAt = new Map<string, number>();
  const last = Math.max(...blockOf.values());
  while (demo.chain.solidified() < last) {
    demo.chain.mine(1);
    const at = nowMs();
    const solidified = demo.chain.solidified();
    for (const [txId, block] of blockOf) if (block <= solidified && !solidifiedAt.has(txId)) solidifiedAt.set(txId, at);
  }
  return solidifiedAt;
}

/** Time from solidification to credit per transfer: by the intake's return (committed) and by the order's paid_at. */
async function latencies(
  context: import('../src/context').AppContext,
  probe: WatchProbe,
  solidifiedAt: Map<string, number>,
) {
  const committed = [...solidifiedAt].map(([txId, at]) => (probe.creditedAt.get(txId) ?? Number.NaN) - at);
  const rows = await context.db
    .selectFrom('deposit_orders as o')
    .innerJoin('chain_deposits as d', 'd.id', 'o.chain_deposit_id')
    .select(['d.tx_id', 'o.paid_at'])
    .where('o.status', '=', 'paid')
    .execute();
  const paidAt = rows
    .filter((row) => solidifiedAt.has(row.tx_id))
    .map((row) => Date.parse(row.paid_at as string) - (solidifiedAt.get(row.tx_id) as number));
  return { committed: committed.filter((value) => !Number.isNaN(value)), paidAt };
}

async function burst(name: string, postgresUrl: string | undefined): Promise<void> {
  const demo = await startDemoChain({ autoMine: false, logLevel: 'silent' });
  const db = await openBenchDatabase(postgresUrl, demo.url);
  try {
    const context = db.context;
    const pool = Array.from({ length: ADDRESSES }, () => randomAddress());
    let mark = performance.now();
    await addPool(context, pool);
    const players = await benchDepositPlayers(context, TRANSFERS);
    const playersMs = performance.now() - mark;
    mark = performance.now();
    // Five order sizes, so the 200 orders of an address use 40 tail slots of each.
    const { orders, refused } = await openOrders(context, players, (index) => 10 + (index % 5) * 10);
    const ordersMs = performance.now() - mark;
    const perAddress = new Map<string, number>();
    for (const order of orders) perAddress.set(order.address, (perAddress.get(order.address) ?? 0) + 1);
    console.log(
      `[${name}] set-up: ${ADDRESSES} addresses, ${TRANSFERS} players in ${(playersMs / 1000).toFixed(1)} s, ${orders.length} orders in ${(ordersMs / 1000).toFixed(1)} s (${((orders.length * 1000) / ordersMs).toFixed(0)}/s; ${Math.min(...perAddress.values())}–${Math.max(...perAddress.values())} per address)`,
    );
    if (refused.length > 0)
      console.log(`[${name}] ${refused.length} order(s) refused and asked again: ${[...new Set(refused)].join(' | ')}`);
    const solidifiedAt = payAndSolidify(demo, orders, BLOCKS);
    const receiptsBefore = demo.chain.requestCount(RECEIPT_PATH);
    const pagesBefore = demo.chain.requestCount(PAGE_PATH);
    const probe = newProbe();
    const pass = instrumentedWatcher(context, probe);
    const start = nowMs();
    while (probe.creditedAt.size < orders.length && probe.passes < 20) {
      const report = await pass();
      if (report.kind !== 'done') console.log(`[${name}] pass ${probe.passes}: ${JSON.stringify(report)}`);
    }
    const wallMs = nowMs() - start;
    const totals = passTotals(probe.reports);
    const { committed, paidAt } = await latencies(context, probe, solidifiedAt);
    console.log(
      `[${name}] burst: ${orders.length} transfers in ${BLOCKS} blocks, all solidified; ${probe.passes} pass(es) in ${(wallMs / 1000).toFixed(2)} s → ${((probe.creditedAt.size * 1000) / wallMs).toFixed(0)} transfers credited/s`,
    );
    console.log(
      `  handed over ${totals.handedOver}: credited ${totals.credited}, unmatched ${totals.unmatched}, duplicate ${totals.duplicate}; failed passes ${totals.failed}`,
    );
    console.log(
      `  demo chain requests: ${demo.chain.requestCount(PAGE_PATH) - pagesBefore} event pages (the passes report ${totals.pages}), ${demo.chain.requestCount(RECEIPT_PATH) - receiptsBefore} receipt calls`,
    );
    console.log(`  solidification → credit committed (intake returned): ${spread(committed)}`);
    console.log(`  solidification → order paid_at (set inside the transaction): ${spread(paidAt)}`);
    printProfile(probe, 'burst');
    const steadyOrders = await steadyState(name, context, demo, players);
    for (const line of await verifyDeposits(context, [...orders, ...steadyOrders])) console.log(`  check: ${line}`);
  } finally {
    await db.close();
    await demo.close();
  }
}

async function main(): Promise<void> {
  const databases: Array<[string, string | undefined]> = [['sqlite', undefined]];
  if (POSTGRES_URL) databases.push(['postgres', POSTGRES_URL]);
  if (process.env.BENCH_DATABASES === 'postgres') databases.shift();
  console.log(
    `bench:deposits — ${TRANSFERS} transfers over ${ADDRESSES} addresses; databases: ${databases.map(([name]) => name).join(', ')}`,
  );
  if (TRANSFERS > 0) for (const [name, url] of databases) await burst(name, url);
  // Production's pace (TRON_POLL_MS, TRON_RECONCILE_PER_DAY unless set): what a real site asks of TronGrid.
  const production = tronSettings(process.env, 'production');
  if (process.env.REQUESTS_SIM_MINUTES !== '0')
    await printRequestsPerDay(production.pollMs, production.reconcilePerDay);
  console.log(
    `CPUs: ${availableParallelism()} available (${cpus()[0]?.model ?? 'unknown model'}); Node ${process.version}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
