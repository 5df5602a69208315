/**
 * The deposit bench's request count: what the chain watcher asks of TronGrid in a day, at 10, 1,000
 * and 100,000 deposit addresses, with 20 deposits a minute among USDT's own traffic. Runs on a
 * simulated clock shared by the demo chain (a block every 3 s), the watcher (a pass every
 * TRON_POLL_MS) and the request budget (15 a second, 100,000 a day), so an hour takes a minute or
 * two; every request is real HTTP to the demo chain, which counts them.
 *
 *   REQUESTS_SIM_MINUTES=61 (one full hourly re-read)  REQUESTS_ADDRESSES=10,1000,100000
 *   BENCH_USDT_PER_DAY=2500000 (USDT transfers a day on TRON, all of which the event list carries)
 */
import { randomAddress, startDemoChain } from 'demo-chain';
import type { AppContext } from '../src/context';
import { OurAddresses } from '../src/modules/chain/our-addresses';
import { RequestBudget } from '../src/modules/chain/request-budget';
import { createTronClient } from '../src/modules/chain/trongrid-client';
import { watchChainOnce, type PassReport } from '../src/modules/chain/watcher';
import { RecordingIntake } from '../src/test/chain-watcher';
import { openBenchDatabase } from './deposits-setup';
import { percentile } from './deposits-watch';

const SIM_MINUTES = Number(process.env.REQUESTS_SIM_MINUTES ?? 61);
const SIZES = (process.env.REQUESTS_ADDRESSES ?? '10,1000,100000').split(',').map(Number);
const USDT_PER_DAY = Number(process.env.BENCH_USDT_PER_DAY ?? 2_500_000);
const DEPOSITS_PER_MINUTE = 20;
const BLOCK_MS = 3_000;
const DAY_MS = 24 * 60 * 60_000;
/** What the watcher asks, by kind: the event list, receipts, transactions, blocks, balances. */
const BY_PATH = [
  '/v1/contracts/',
  '/walletsolidity/gettransactioninfobyid',
  '/walletsolidity/gettransactionbyid',
  '/walletsolidity/getblock',
  '/wallet/getblock',
  '/walletsolidity/triggerconstantcontract',
];

export interface RequestFigures {
  addresses: number;
  perDay: number;
  byPath: Record<string, number>;
  deposits: number;
  credited: number;
  creditP50: number;
  creditP99: number;
  maxInAnySecond: number;
  refused: number;
  failedPasses: number;
}

/** Simulates SIM_MINUTES of chain and watcher at `addressCount` addresses; the day's figures, scaled. */
export async function simulateDay(
  addressCount: number,
  pollMs: number,
  reconcilePerDay: number,
): Promise<RequestFigures> {
  let simNow = Date.parse('2030-01-01T00:00:00Z');
  const demo = await startDemoChain({ autoMine: false, logLevel: 'silent', now: () => simNow });
  const db = await openBenchDatabase(undefined, demo.url);
  const context = { ...db.context, now: () => new Date(simNow) } as AppContext;
  const addresses = Array.from({ length: addressCount }, () => randomAddress());
  const intake = new RecordingIntake(addresses);
  const creditedAt = new Map<string, number>();
  const receive = intake.receiveFinalTransfer.bind(intake);
  intake.receiveFinalTransfer = async (transfer) => {
    if (!creditedAt.has(transfer.txId)) creditedAt.set(transfer.txId, simNow);
    return receive(transfer);
  };
  const blockOf = new Map<string, number>();
  const solidifiedAt = new Map<string, number>();
  let nextBlockAt = simNow + BLOCK_MS;
  let background = 0;
  let depositsMade = 0;
  const mineDue = () => {
    while (simNow >= nextBlockAt) {
      background += (USDT_PER_DAY * BLOCK_MS) / DAY_MS;
      const others = Math.floor(background);
      background -= others;
      demo.chain.transferMany(Array.from({ length: others }, () => ({ to: randomAddress(), amount: '1' })));
      depositsMade += (DEPOSITS_PER_MINUTE * BLOCK_MS) / 60_000;
      while (depositsMade >= 1) {
        depositsMade -= 1;
        const to = addresses[Math.floor(Math.random() * addresses.length)]!;
        const made = demo.chain.transfer({ to, amount: `${10 + Math.floor(Math.random() * 90)}.5` });
        blockOf.set(made.txId, made.blockNumber);
      }
      demo.chain.mine(1);
      nextBlockAt += BLOCK_MS;
      const solidified = demo.chain.solidified();
      for (const [txId, block] of blockOf)
        if (block <= solidified) {
          solidifiedAt.set(txId, nextBlockAt - BLOCK_MS);
          blockOf.delete(txId);
        }
    }
  };
  // The budget waits on the simulated clock: a wait moves time (and the chain) forward.
  const budget = new RequestBudget(
    { perSecond: 15, perDay: 100_000 },
    { now: () => simNow, sleep: async (ms) => ((simNow += ms), mineDue()) },
  );
  const client = createTronClient({ apiUrl: demo.url, pageLimit: 200, budget });
  const ours = new OurAddresses();
  const end = simNow + SIM_MINUTES * 60_000;
  let failedPasses = 0;
  const start = simNow;
  while (simNow < end) {
    const report: PassReport = await watchChainOnce(context, {
      client,
      intake,
      addresses: ours,
      log: () => {},
      reconcilePerDay,
      budgetMs: 5 * 60_000,
    });
    if (report.kind === 'failed') failedPasses += 1;
    simNow += pollMs;
    mineDue();
  }
  const stats = demo.chain.requestStats();
  const counts = Object.fromEntries(BY_PATH.map((path) => [path, demo.chain.requestCount(path)]));
  await db.close();
  await demo.close();
  const scale = DAY_MS / (simNow - start);
  const latencies = [...solidifiedAt]
    .filter(([txId]) => creditedAt.has(txId))
    .map(([txId, at]) => creditedAt.get(txId)! - at);
  const byPath = Object.fromEntries(Object.entries(counts).map(([path, count]) => [path, Math.round(count * scale)]));
  return {
    addresses: addressCount,
    perDay: Math.round(stats.total * scale),
    byPath,
    deposits: solidifiedAt.size,
    credited: latencies.length,
    creditP50: percentile(latencies, 0.5),
    creditP99: percentile(latencies, 0.99),
    maxInAnySecond: stats.maxInAnySecond,
    refused: stats.refused,
    failedPasses,
  };
}

/**
 * The design dropped, by its formula: every address's TRC20 list each pass (and the solidified and
 * head blocks), one receipt a deposit; and the milder variant that reads only addresses with an open
 * order (20 a minute × a 30-minute order window).
 */
export function droppedDesignPerDay(addresses: number, pollMs: number) {
  const passes = DAY_MS / pollMs;
  const receipts = DEPOSITS_PER_MINUTE * 24 * 60;
  return {
    everyAddress: Math.round(passes * (2 + addresses) + receipts),
    openOrdersOnly: Math.round(passes * (2 + Math.min(addresses, DEPOSITS_PER_MINUTE * 30)) + receipts),
  };
}

export async function printRequestsPerDay(pollMs: number, reconcilePerDay: number): Promise<void> {
  console.log(
    `requests a day to TronGrid (simulated ${SIM_MINUTES} min scaled to a day; ${USDT_PER_DAY.toLocaleString('en')} USDT transfers a day on the chain, ${DEPOSITS_PER_MINUTE} deposits a minute, a pass every ${pollMs} ms, reconciliation ${reconcilePerDay}/day; budget 15/s, 100,000/day):`,
  );
  for (const size of SIZES) {
    const figures = await simulateDay(size, pollMs, reconcilePerDay);
    const dropped = droppedDesignPerDay(size, pollMs);
    console.log(
      `  ${String(size).padStart(7)} addresses: kept ${figures.perDay.toLocaleString('en').padStart(9)}/day | dropped (every address each pass) ${dropped.everyAddress.toLocaleString('en').padStart(13)}/day, (open orders only) ${dropped.openOrdersOnly.toLocaleString('en')}/day`,
    );
    console.log(
      `           credited ${figures.credited}/${figures.deposits} solidified deposits; solidification → credit p50 ${(figures.creditP50 / 1000).toFixed(1)} s, p99 ${(figures.creditP99 / 1000).toFixed(1)} s; most requests in any second ${figures.maxInAnySecond}, refused ${figures.refused}, failed passes ${figures.failedPasses}`,
    );
    console.log(`           by path (a day): ${JSON.stringify(figures.byPath)}`);
  }
}
