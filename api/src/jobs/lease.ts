/**
 * Leases: a row per background job names the process running it and until when, so of many API
 * processes on one database one at a time runs each job. A holder that dies leaves a lease that
 * simply runs out.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';

export type LeaseOutcome<T> = { ran: true; result: T } | { ran: false };

/** Takes the lease of `name` when it is free (never taken, released, or run out); true when this call did. */
export async function takeLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  await db
    .insertInto('job_leases')
    .values({ name, holder: '', lease_until: new Date(0).toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  // One statement decides: of two takers, the second re-reads the row the first wrote and finds it held.
  const taken = await db
    .updateTable('job_leases')
    .set({ holder, lease_until: new Date(now.getTime() + ttlMs).toISOString() })
    .where('name', '=', name)
    .where('lease_until', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives the lease back (only its holder can), so the next run need not wait for it to run out. */
export async function releaseLease(db: Kysely<Database>, name: string, holder: string, now: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ lease_until: now.toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/**
 * Runs `run` when this process can take the lease of `name` for `ttlMs`, and releases it after;
 * answers `{ ran: false }` when another holder has it. `ttlMs` must exceed the longest run: a run
 * that outlasts its lease may meet a second runner (jobs are idempotent, so that costs only work).
 * @example await runWithLease(context, 'cleanup', 5 * 60_000, () => cleanup(context))
 */
export async function runWithLease<T>(
  context: AppContext,
  name: string,
  ttlMs: number,
  run: () => Promise<T>,
): Promise<LeaseOutcome<T>> {
  const holder = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  if (!(await takeLease(context.db, name, holder, context.now(), ttlMs))) return { ran: false };
  try {
    return { ran: true, result: await run() };
  } finally {
    await releaseLease(context.db, name, holder, context.now());
  }
}
