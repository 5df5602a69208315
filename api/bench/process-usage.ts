/**
 * What a process used, read from Linux's /proc: CPU time (user + system), that of its main thread,
 * and bytes it caused to be written to storage. Per call, these hold steadier than calls a second
 * when other work shares the machine, and bytes written per call counts the pages a commit writes
 * whatever the machine's speed. The main thread's CPU a call bounds what one event loop can serve.
 */
import { readFileSync } from 'node:fs';

export interface ProcessUsage {
  cpuMs: number;
  /** The main thread's alone (the event loop; the rest is V8's and libuv's helper threads). */
  mainThreadCpuMs: number;
  storageWriteBytes: number;
}

/** Clock ticks a second of /proc/<pid>/stat's times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** User + system clock ticks of a /proc stat file (a process's, or one thread's under task/). */
function statTicks(file: string): number {
  // Fields after the command name (which may hold spaces, so cut at its closing parenthesis).
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
  return Number(fields[11]) + Number(fields[12]);
}

/** The process's usage so far, or null where /proc cannot tell (not Linux, or the process is gone). */
export function processUsage(pid: number): ProcessUsage | null {
  try {
    const ticks = statTicks(`/proc/${pid}/stat`);
    // The main thread's id is the process's.
    const mainThreadTicks = statTicks(`/proc/${pid}/task/${pid}/stat`);
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    const written = Number(/^write_bytes: (\d+)$/m.exec(io)?.[1]);
    if (![ticks, mainThreadTicks, written].every(Number.isFinite)) return null;
    const ms = (clockTicks: number) => (clockTicks * 1000) / TICKS_PER_SECOND;
    return { cpuMs: ms(ticks), mainThreadCpuMs: ms(mainThreadTicks), storageWriteBytes: written };
  } catch {
    return null;
  }
}

export interface UsagePerCall {
  cpuMicroseconds: number;
  mainThreadCpuMicroseconds: number;
  storageBytes: number;
}

/** What a process used between two readings, per call. */
export function usagePerCall(
  before: ProcessUsage | null,
  after: ProcessUsage | null,
  calls: number,
): UsagePerCall | null {
  if (!before || !after || calls === 0) return null;
  return {
    cpuMicroseconds: ((after.cpuMs - before.cpuMs) * 1000) / calls,
    mainThreadCpuMicroseconds: ((after.mainThreadCpuMs - before.mainThreadCpuMs) * 1000) / calls,
    storageBytes: (after.storageWriteBytes - before.storageWriteBytes) / calls,
  };
}
