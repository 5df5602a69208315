/**
 * What a process used, read from Linux's /proc: CPU time (user + system) and bytes it caused to be
 * written to storage. Per call, these hold steadier than calls a second when other work shares the
 * machine, and bytes written per call counts the pages a commit writes whatever the machine's speed.
 */
import { readFileSync } from 'node:fs';

export interface ProcessUsage {
  cpuMs: number;
  storageWriteBytes: number;
}

/** Clock ticks a second of /proc/<pid>/stat's times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** The process's usage so far, or null where /proc cannot tell (not Linux, or the process is gone). */
export function processUsage(pid: number): ProcessUsage | null {
  try {
    // Fields after the command name (which may hold spaces, so cut at its closing parenthesis).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    const written = Number(/^write_bytes: (\d+)$/m.exec(io)?.[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(written)) return null;
    return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, storageWriteBytes: written };
  } catch {
    return null;
  }
}

/** What a process used between two readings, per call. */
export function usagePerCall(before: ProcessUsage | null, after: ProcessUsage | null, calls: number) {
  if (!before || !after || calls === 0) return null;
  return {
    cpuMicroseconds: ((after.cpuMs - before.cpuMs) * 1000) / calls,
    storageBytes: (after.storageWriteBytes - before.storageWriteBytes) / calls,
  };
}
