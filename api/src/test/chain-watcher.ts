/** Helpers of the chain watcher's tests: a recording deposits intake and a pass against a fake TronGrid. */
import type { AppContext } from '../context';
import type { FinalTransfer, IntakeOutcome } from '../modules/deposits/intake';
import { createTronClient } from '../modules/chain/trongrid-client';
import { watchChainOnce, type DepositIntake, type WatcherDeps } from '../modules/chain/watcher';

/**
 * An intake that records every call and, like the real one, credits a txId + eventIndex once
 * ('duplicate' after). `failAfter`: throws on the call after that many (a crash mid-page).
 */
export class RecordingIntake implements DepositIntake {
  readonly calls: FinalTransfer[] = [];
  readonly credited = new Map<string, number>();
  failAfter: number | null = null;

  constructor(public addresses: string[]) {}

  async watchedAddresses(): Promise<string[]> {
    return this.addresses;
  }

  async receiveFinalTransfer(transfer: FinalTransfer): Promise<IntakeOutcome> {
    if (this.failAfter !== null && this.calls.length >= this.failAfter) throw new Error('intake crashed');
    this.calls.push(transfer);
    const key = keyOf(transfer);
    this.credited.set(key, (this.credited.get(key) ?? 0) + 1);
    return this.credited.get(key) === 1 ? 'credited' : 'duplicate';
  }

  /** How many distinct transfers were credited (each exactly once by construction: the rest were duplicates). */
  status(): { credited: number } {
    return { credited: this.credited.size };
  }

  /** txId:eventIndex of every distinct transfer handed over. */
  distinctKeys(): Set<string> {
    return new Set(this.credited.keys());
  }
}

export const keyOf = (transfer: { txId: string; eventIndex: number }) => `${transfer.txId}:${transfer.eventIndex}`;

/** One pass of the watcher against `apiUrl`, with a fresh client (a process of its own) and no log output. */
export function passAgainst(
  context: AppContext,
  apiUrl: string,
  intake: DepositIntake,
  more: Partial<WatcherDeps> & { pageLimit?: number; apiKey?: string } = {},
) {
  const client = createTronClient({ apiUrl, apiKey: more.apiKey, pageLimit: more.pageLimit ?? 100 });
  return watchChainOnce(context, { client, intake, log: () => {}, ...more });
}

/** A context whose clock stands still at `start` until moved: back-off times are exact. */
export function frozenClock(context: AppContext, start = Date.parse('2030-01-01T00:00:00.000Z')) {
  let now = start;
  return {
    context: { ...context, now: () => new Date(now) } as AppContext,
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}
