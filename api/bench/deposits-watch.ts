/** The chain watcher as its job runs it, with the TronGrid client and the deposits intake timed from outside. */
import type { AppContext } from '../src/context';
import { depositsIntake } from '../src/jobs/chain-watcher';
import { OurAddresses } from '../src/modules/chain/our-addresses';
import { createTronClient, type TronClient } from '../src/modules/chain/trongrid-client';
import { watchChainOnce, type DepositIntake, type PassReport } from '../src/modules/chain/watcher';

/** Wall-clock ms with sub-ms precision (shared by the chain's solidification times and the credits). */
export const nowMs = () => performance.timeOrigin + performance.now();

export interface Section {
  calls: number;
  /** Sum of the calls' durations (receipt calls overlap, 4 at a time, so this can exceed their wall time). */
  ms: number;
  /** Time with at least one call of the section under way. */
  wallMs: number;
  active: number;
  since: number;
}

export interface WatchProbe {
  /** When each transfer's intake call returned, i.e. its transaction had committed: by txId. */
  creditedAt: Map<string, number>;
  sections: Record<'pages' | 'receipts' | 'blocks' | 'intake', Section>;
  passes: number;
  passMs: number;
  reports: PassReport[];
}

const newSection = (): Section => ({ calls: 0, ms: 0, wallMs: 0, active: 0, since: 0 });

export const newProbe = (): WatchProbe => ({
  creditedAt: new Map(),
  sections: {
    pages: newSection(),
    receipts: newSection(),
    blocks: newSection(),
    intake: newSection(),
  },
  passes: 0,
  passMs: 0,
  reports: [],
});

async function timed<T>(section: Section, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  if (section.active++ === 0) section.since = start;
  try {
    return await work();
  } finally {
    const end = performance.now();
    section.calls += 1;
    section.ms += end - start;
    if (--section.active === 0) section.wallMs += end - section.since;
  }
}

/** What the job's chainWatcherJob builds (client, receipt cache, intake, budget), wrapped in timers. */
export function instrumentedWatcher(context: AppContext, probe: WatchProbe) {
  const { apiUrl, apiKey, pageLimit } = context.config.tron;
  const inner = createTronClient({ apiUrl, apiKey, pageLimit });
  const { sections } = probe;
  const client: TronClient = {
    ...inner,
    usdtTransferEvents: (...args) => timed(sections.pages, () => inner.usdtTransferEvents(...args)),
    solidifiedBlock: () => timed(sections.blocks, () => inner.solidifiedBlock()),
    headBlock: () => timed(sections.blocks, () => inner.headBlock()),
    transactionInfo: (txId) => timed(sections.receipts, () => inner.transactionInfo(txId)),
  };
  const real = depositsIntake(context);
  const intake: DepositIntake = {
    ...real,
    async receiveFinalTransfer(transfer) {
      const outcome = await timed(sections.intake, () => real.receiveFinalTransfer(transfer));
      if (outcome === 'credited') probe.creditedAt.set(transfer.txId, nowMs());
      return outcome;
    },
  };
  const addresses = new OurAddresses();
  return async function pass(): Promise<PassReport> {
    const start = performance.now();
    const report = await watchChainOnce(context, { client, intake, addresses, budgetMs: 5 * 60_000, log: () => {} });
    probe.passes += 1;
    probe.passMs += performance.now() - start;
    probe.reports.push(report);
    return report;
  };
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** p50 / p99 / max of ms values, as text. */
export const spread = (values: readonly number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(0)} ms, p99 ${percentile(values, 0.99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (n=${values.length})`;

/** Pages read and transfers handed over, summed over the passes' reports. */
export function passTotals(reports: readonly PassReport[]) {
  const totals = { pages: 0, handedOver: 0, credited: 0, unmatched: 0, duplicate: 0, failed: 0 };
  for (const report of reports) {
    if (report.kind !== 'done') {
      totals.failed += 1;
      continue;
    }
    totals.pages += (report.scan?.pages ?? 0) + (report.rewind?.pages ?? 0);
    const outcomes = report.confirm?.outcomes ?? { credited: 0, unmatched: 0, duplicate: 0 };
    totals.handedOver += outcomes.credited + outcomes.unmatched + outcomes.duplicate;
    totals.credited += outcomes.credited;
    totals.unmatched += outcomes.unmatched;
    totals.duplicate += outcomes.duplicate;
  }
  return totals;
}

/** Where the passes' time went, by section (what no section covers: cursors, status, classification). */
export function printProfile(probe: WatchProbe, label: string): void {
  const { pages, receipts, blocks, intake } = probe.sections;
  const known = pages.wallMs + receipts.wallMs + blocks.wallMs + intake.wallMs;
  const per = (section: typeof pages) => (section.calls ? section.ms / section.calls : 0).toFixed(2);
  console.log(`  ${label} where the passes' ${probe.passMs.toFixed(0)} ms went:`);
  console.log(
    `    event pages     ${pages.wallMs.toFixed(0).padStart(7)} ms  ${pages.calls} calls, ${per(pages)} ms each`,
  );
  console.log(
    `    receipts        ${receipts.wallMs.toFixed(0).padStart(7)} ms  ${receipts.calls} calls, ${per(receipts)} ms each (${receipts.ms.toFixed(0)} ms summed)`,
  );
  console.log(`    blocks          ${blocks.wallMs.toFixed(0).padStart(7)} ms  ${blocks.calls} calls`);
  console.log(
    `    intake (1 tx)   ${intake.wallMs.toFixed(0).padStart(7)} ms  ${intake.calls} calls, ${per(intake)} ms each`,
  );
  console.log(
    `    the rest        ${(probe.passMs - known).toFixed(0).padStart(7)} ms  (cursor, status, pending rows, our addresses)`,
  );
}
