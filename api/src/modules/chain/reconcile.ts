/**
 * The balance reconciliation: each address's USDT at the solidified block (balanceOf) against what
 * we recorded into it minus what we saw leave it. A difference seen on two checks in a row is
 * reported to operators (a deposit the event list missed, or a sweep it did not show). Paced by
 * TRON_RECONCILE_PER_DAY: addresses with a new deposit first, then differences, then a rotation.
 */
import type { AppContext } from '../../context';
import type { OurAddresses } from './our-addresses';
import {
  recordedInto,
  recordedOutOf,
  selectAddressesDepositedSinceCheck,
  selectDifferingDue,
  selectReconciliation,
  upsertReconciliation,
} from './reconcile-store';
import { TronApiError, type TronClient } from './trongrid-client';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A deposit is checked this long after it was recorded: later transfers of the same moment have landed too. */
const SETTLE_MS = 2 * MINUTE;
/** A difference is checked again after this long: one that was only timing clears, a real one stays. */
const RECHECK_MS = 10 * MINUTE;
/** The most balanceOf reads in one pass (the pace allows fewer on most). */
const MAX_PER_PASS = 10;

/** How many reads the pace allows now, given the last run's time (fractions wait for the next pass). */
export function reconcileAllowance(perDay: number, lastRunAt: string | null, now: Date): number {
  if (perDay <= 0) return 0;
  const since = lastRunAt === null ? DAY : now.getTime() - Date.parse(lastRunAt);
  return Math.min(MAX_PER_PASS, Math.floor((since * perDay) / DAY));
}

/** Rotation through every address, in memory: a restart begins it again, which only repeats checks. */
let rotation = 0;

async function dueAddresses(context: AppContext, addresses: OurAddresses, count: number): Promise<string[]> {
  const now = context.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const due = new Set(
    await selectAddressesDepositedSinceCheck(context.db, iso(now - DAY), iso(now - SETTLE_MS), count),
  );
  for (const address of await selectDifferingDue(context.db, iso(now - RECHECK_MS), count - due.size)) due.add(address);
  const all = addresses.all();
  for (let tries = 0; due.size < count && tries < all.length; tries += 1) due.add(all[rotation++ % all.length]!);
  return [...due].slice(0, count);
}

export interface ReconcileCounts {
  checked: number;
  differing: number;
}

/** Checks up to `count` addresses; a TRON error propagates (what was checked stays recorded). */
export async function reconcileBalances(
  context: AppContext,
  client: TronClient,
  addresses: OurAddresses,
  count: number,
): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { checked: 0, differing: 0 };
  for (const address of await dueAddresses(context, addresses, count)) {
    let onChain: bigint;
    try {
      onChain = await client.usdtBalanceOf(address);
    } catch (error) {
      // One address's refusal (a 400) is that address's: the others are checked. Waits end the pass.
      if (error instanceof TronApiError && !error.backOff) continue;
      throw error;
    }
    const recordedIn = await recordedInto(context.db, address);
    const recordedOut = await recordedOutOf(context.db, address);
    const difference = onChain - (recordedIn - recordedOut);
    const at = context.now().toISOString();
    const before = await selectReconciliation(context.db, address);
    await upsertReconciliation(context.db, {
      address,
      on_chain: onChain.toString(),
      recorded_in: recordedIn.toString(),
      recorded_out: recordedOut.toString(),
      difference: difference.toString(),
      checked_at: at,
      differs_since: difference === 0n ? null : (before?.differs_since ?? at),
    });
    counts.checked += 1;
    if (difference !== 0n) counts.differing += 1;
  }
  return counts;
}
