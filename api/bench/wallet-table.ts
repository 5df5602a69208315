/** bench:wallet's table: one row per measurement, aligned. */
import type { Result } from 'autocannon';
import { alignedTable } from './aligned-table';
import type { LoopResult } from './wallet-loops';

export interface Row {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
  /** For an HTTP row of the API: what its process used per call (process-usage.ts). */
  perCall?: { cpuMicroseconds: number; storageBytes: number } | null;
}

export function printTable(rows: Row[]): void {
  const header = ['bench', 'calls/s', 'p50 ms', 'p99 ms', 'calls', 'failures', 'API CPU µs/call', 'KiB written/call'];
  const lines = rows.map((row) => [
    row.name,
    row.perSecond.toFixed(0),
    row.p50.toFixed(2),
    row.p99.toFixed(2),
    String(row.total),
    String(row.failures),
    row.perCall ? row.perCall.cpuMicroseconds.toFixed(0) : '',
    row.perCall ? (row.perCall.storageBytes / 1024).toFixed(1) : '',
  ]);
  console.log(`\n${alignedTable(header, lines)}`);
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
