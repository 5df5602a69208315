/** bench:wallet's table: one row per measurement, aligned. */
import type { Result } from 'autocannon';
import { alignedTable } from './aligned-table';
import type { UsagePerCall } from './process-usage';
import type { LoopResult } from './wallet-loops';

export interface Row {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
  /**
   * For an HTTP row: what the server's process used per call (process-usage.ts), and the CPU the
   * load generator (the bench's own process: autocannon, signing each call) used per call.
   */
  perCall?: (UsagePerCall & { loadCpuMicroseconds: number }) | null;
}

export function printTable(rows: Row[]): void {
  const header = [
    'bench',
    'calls/s',
    'p50 ms',
    'p99 ms',
    'calls',
    'failures',
    'API CPU µs/call',
    'API thread µs/call',
    'load CPU µs/call',
    'KiB written/call',
  ];
  const lines = rows.map((row) => [
    row.name,
    row.perSecond.toFixed(0),
    row.p50.toFixed(2),
    row.p99.toFixed(2),
    String(row.total),
    String(row.failures),
    row.perCall ? row.perCall.cpuMicroseconds.toFixed(0) : '',
    row.perCall ? row.perCall.mainThreadCpuMicroseconds.toFixed(0) : '',
    row.perCall ? row.perCall.loadCpuMicroseconds.toFixed(0) : '',
    row.perCall ? (row.perCall.storageBytes / 1024).toFixed(1) : '',
  ]);
  console.log(`\n${alignedTable(header, lines)}`);
}

/**
 * What an HTTP row's costs allow on this machine, whatever the run reached: one event loop serves
 * at most a second ÷ its thread's CPU a call, and the machine's CPUs, shared with the load
 * generator, at most their seconds ÷ (the server's CPU + the load's) a call.
 */
export function printCeilings(rows: Row[], cpuCount: number): void {
  for (const row of rows) {
    const use = row.perCall;
    if (!use || use.mainThreadCpuMicroseconds <= 0) continue;
    const oneThread = 1e6 / use.mainThreadCpuMicroseconds;
    const machine = (cpuCount * 1e6) / (use.cpuMicroseconds + use.loadCpuMicroseconds);
    console.log(
      `${row.name}: at these costs one event loop serves at most ${oneThread.toFixed(0)} calls/s, and ${cpuCount} CPUs shared with the load generator at most ${machine.toFixed(0)}`,
    );
  }
}

export const loopRow = (name: string, loop: LoopResult): Row => ({
  name,
  perSecond: loop.perSecond,
  p50: loop.p50,
  p99: loop.p99,
  total: loop.total,
  failures: loop.failures,
});

/** A row of an autocannon run; `failures` adds answers that were not a success. */
export const httpRow = (name: string, result: Result, failures = 0, perCall: Row['perCall'] = null): Row => ({
  name,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  failures: failures + result.non2xx + result.errors,
  perCall,
});
