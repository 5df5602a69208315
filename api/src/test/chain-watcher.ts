/** Helpers of the chain watcher's tests: a recording deposits intake and a pass against a TronGrid-compatible URL. */
import type { AppContext } from '../context';
import type { FinalTransfer } from '../modules/deposits/final-transfer';
import type { IntakeOutcome } from '../modules/deposits/intake';
import { OurAddresses } from '../modules/chain/our-addresses';
import { createTronClient } from '../modules/chain/trongrid-client';
import { watchChainOnce, type DepositIntake, type WatcherDeps } from '../modules/chain/watcher';

/**
 * An intake that records every call and, like the real one, credits a txId + eventIndex once
 * ('duplicate' after). `failAfter`: throws on the call after that many (a crash mid-pass).
 */
export class RecordingIntake implements DepositIntake {
  readonly calls: FinalTransfer[] = [];
  readonly credited = new Map<string, number>();
  readonly givenUp: FinalTransfer[] = [];
  failAfter: number | null = null;

  constructor(public addresses: string[]) {}

  async ourAddresses(afterIndex: number) {
    // Every address as a player's own, indexed by position: a grown list adds the new ones.
    const players = this.addresses
      .map((address, index) => ({ index, address }))
      .filter((row) => row.index > afterIndex);
    return { pool: [], players };
  }

  async isRecorded(txId: string, eventIndex: number): Promise<boolean> {
    return this.credited.has(keyOf({ txId, eventIndex }));
  }

  async receiveFinalTransfer(transfer: FinalTransfer): Promise<IntakeOutcome> {
    if (this.failAfter !== null && this.calls.length >= this.failAfter) throw new Error('intake crashed');
    this.calls.push(transfer);
    const key = keyOf(transfer);
    this.credited.set(key, (this.credited.get(key) ?? 0) + 1);
    return this.credited.get(key) === 1 ? 'credited' : 'duplicate';
  }

  async giveUp(transfer: FinalTransfer): Promise<void> {
    this.givenUp.push(transfer);
  }

  /** txId:eventIndex of every distinct transfer handed over. */
  distinctKeys(): Set<string> {
    return new Set(this.credited.keys());
  }
}

export const keyOf = (transfer: { txId: string; eventIndex: number }) => `${transfer.txId}:${transfer.eventIndex}`;

/** One pass of the watcher against `apiUrl`, with a fresh client and address set (a process of its own), no log output. */
export function passAgainst(
  context: AppContext,
  apiUrl: string,
  intake: DepositIntake,
  more: Partial<WatcherDeps> & { pageLimit?: number; apiKey?: string } = {},
) {
  const client = createTronClient({ apiUrl, apiKey: more.apiKey, pageLimit: more.pageLimit ?? 100 });
  return watchChainOnce(context, { client, intake, addresses: new OurAddresses(), log: () => {}, ...more });
}

/** A context whose clock stands still at `start` until moved: back-off times are exact. */
export function frozenClock(context: AppContext, start = Date.now()) {
  let now = start;
  return {
    context: { ...context, now: () => new Date(now) } as AppContext,
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}
