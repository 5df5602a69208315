/**
 * The deposit bench's steady state: transfers arrive over time, the bench makes a block every
 * STEADY_BLOCK_MS, and the watcher runs every TRON_POLL_MS as the scheduler runs it (a pass at a
 * time). The time from solidification to credit includes the wait for the next poll.
 *
 *   STEADY_SECONDS=20  STEADY_RATE=20 (transfers/s)  STEADY_BLOCK_MS=500  TRON_POLL_MS (3000 in demo mode)
 */
import type { DemoChain } from 'demo-chain';
import type { AppContext } from '../src/context';
import { openOrders, tokenAmount, type BenchOrder } from './deposits-setup';
import { instrumentedWatcher, newProbe, nowMs, passTotals, printProfile, spread } from './deposits-watch';

const SECONDS = Number(process.env.STEADY_SECONDS ?? 20);
const RATE = Number(process.env.STEADY_RATE ?? 20);
const BLOCK_MS = Number(process.env.STEADY_BLOCK_MS ?? 500);
/** After the last transfer: its 19 blocks to solidify, then this long for the credits at most. */
const DRAIN_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function steadyState(
  name: string,
  context: AppContext,
  demo: DemoChain,
  playerIds: readonly number[],
): Promise<BenchOrder[]> {
  if (SECONDS <= 0) return [];
  const pollMs = context.config.tron.pollMs;
  const count = Math.min(playerIds.length, Math.round(SECONDS * RATE));
  const { orders } = await openOrders(context, playerIds.slice(0, count), () => 77);
  const perBlock = Math.max(1, Math.round((RATE * BLOCK_MS) / 1000));
  const blockOf = new Map<string, number>();
  const solidifiedAt = new Map<string, number>();
  let sent = 0;
  const mineOne = () => {
    if (sent < orders.length) {
      const batch = orders.slice(sent, sent + perBlock);
      sent += batch.length;
      const made = demo.chain.transferMany(
        batch.map((order) => ({ to: order.address, amount: tokenAmount(order.actualAmount) })),
      );
      for (const transfer of made) blockOf.set(transfer.txId, transfer.blockNumber);
    }
    demo.chain.mine(1);
    const at = nowMs();
    const solidified = demo.chain.solidified();
    for (const [txId, block] of blockOf)
      if (block <= solidified) {
        solidifiedAt.set(txId, at);
        blockOf.delete(txId);
      }
  };
  const probe = newProbe();
  const pass = instrumentedWatcher(context, probe);
  let running = false;
  const poll = async () => {
    if (running) return;
    running = true;
    await pass().finally(() => (running = false));
  };
  const miner = setInterval(mineOne, BLOCK_MS);
  const watcher = setInterval(() => void poll(), pollMs);
  void poll();
  const deadline = Date.now() + SECONDS * 1000 + 19 * BLOCK_MS + DRAIN_MS;
  while (probe.creditedAt.size < orders.length && Date.now() < deadline) await sleep(50);
  clearInterval(miner);
  clearInterval(watcher);
  while (running) await sleep(10);
  const latencies = [...solidifiedAt]
    .filter(([txId]) => probe.creditedAt.has(txId))
    .map(([txId, at]) => (probe.creditedAt.get(txId) as number) - at);
  const totals = passTotals(probe.reports);
  console.log(
    `[${name}] steady: ${orders.length} transfers at ${RATE}/s, a block every ${BLOCK_MS} ms, watcher every ${pollMs} ms: ${probe.creditedAt.size} credited in ${probe.passes} passes (${(probe.passMs / Math.max(1, probe.passes)).toFixed(0)} ms a pass on average, ${totals.pages} pages)`,
  );
  console.log(`  solidification → credit committed (includes the wait for the next poll): ${spread(latencies)}`);
  printProfile(probe, 'steady');
  return orders;
}
