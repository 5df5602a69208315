/**
 * Group commit: short units of work that arrive together (provider callbacks) are applied in one
 * DB transaction, each in its own savepoint, so a unit that refuses or fails undoes only itself,
 * and every unit is answered only after that one commit: one fsync for many, and still no answer
 * before its commit.
 *
 * SQLite has one writer, so one lane. On PostgreSQL units go to lanes by a key the caller chooses
 * (the player): each lane's batch is a transaction on a connection of its own, and units that
 * touch the same rows share a lane, so lanes do not queue on one another's row locks. Units that a
 * database function can run (batched-units.ts) lead a batch in one statement of their own instead.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from './dialect';
import { isDatabaseBusy } from './errors';
import { fixedStatement, runOnHeldConnection } from './precompiled';
import type { Database } from './schema';
import { inTransaction } from './transaction';
import {
  batchedHead,
  inBatch,
  mustRunAlone,
  runBatchedAlone,
  runStatement,
  runUnit,
  type BatchableUnit,
  type BatchedForm,
  type UnitOfWork,
  type UnitResult,
} from './batched-units';

export type { BatchedForm, BatchStatement, UnitOfWork } from './batched-units';

interface QueuedUnit extends BatchableUnit {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Lane {
  queue: QueuedUnit[];
  running: boolean;
  /** How many units the lane's last batch took: under load, the next batch waits to gather more. */
  lastBatchSize: number;
}

/**
 * Lanes on PostgreSQL (its pool holds 10 connections; the rest of the API keeps some). Money calls
 * choose their lane by player, as they choose their clearing shard: with a lane count that divides
 * the shard count (ledger/accounts.ts), each shard row is written by one lane only.
 */
export const POSTGRES_LANES = 4;
/** The most units one transaction takes: bounds how long the first of them waits for its answer. */
export const MAX_BATCH = 256;
/**
 * Under load (the last batch took this many units or more) a new batch starts GATHER_MS after its
 * first unit, not at once: the callers answered by the last commit send their next calls meanwhile,
 * and one commit serves more of them (over HTTP, 34 calls a batch instead of 25 and about a tenth
 * more calls a second in bench:wallet). An idle lane starts at once.
 */
const GATHER_AFTER = 4;
const GATHER_MS = 2;

export class GroupCommit {
  private readonly lanes: Lane[];

  constructor(
    private readonly db: Kysely<Database>,
    laneCount: number,
    private readonly dialect: Dialect = 'sqlite',
  ) {
    this.lanes = Array.from({ length: laneCount }, () => ({ queue: [], running: false, lastBatchSize: 0 }));
  }

  /** Units queued for a batch that has not started yet (every lane). */
  get waiting(): number {
    return this.lanes.reduce((sum, lane) => sum + lane.queue.length, 0);
  }

  /**
   * Runs `work` in the next transaction of the lane of `key`, and resolves (or rejects) with its
   * result once that transaction has committed. With a `batched` form, that runs first (on
   * PostgreSQL), with the units beside it in one statement when they lead a batch, and `work`
   * only when it answers null.
   */
  run<T>(key: number, work: UnitOfWork<T>, batched?: BatchedForm<T>): Promise<T> {
    const lane = this.lanes[Math.abs(key) % this.lanes.length]!;
    return new Promise<T>((resolve, reject) => {
      lane.queue.push({ work, batched, resolve: resolve as (value: unknown) => void, reject });
      if (lane.running) return;
      lane.running = true;
      // Not now, after this turn of the event loop: on SQLite a batch runs without yielding (the
      // driver is synchronous), so the callbacks read in this turn must queue before it starts.
      const drain = () => void this.drain(lane);
      if (lane.lastBatchSize >= GATHER_AFTER) setTimeout(drain, GATHER_MS);
      else setImmediate(drain);
    });
  }

  private async drain(lane: Lane): Promise<void> {
    try {
      while (lane.queue.length > 0) {
        // What queued while the last batch ran is the next batch.
        const batch = lane.queue.splice(0, MAX_BATCH);
        lane.lastBatchSize = batch.length;
        const results = await this.runBatch(batch);
        // Units a statement stopped before (the first of them needs its own work): the next batch's first.
        lane.queue.unshift(...batch.slice(results.length));
        for (const [index, result] of results.entries()) {
          const unit = batch[index]!;
          if ('value' in result) unit.resolve(result.value);
          else if ('error' in result) unit.reject(result.error);
          // In the lane, before its next batch: a unit's rows stay with one lane at a time.
          else await inTransaction(this.db, (trx) => runUnit(trx, unit)).then(unit.resolve, unit.reject);
        }
      }
    } finally {
      lane.running = false;
    }
  }

  /**
   * The batch's results, in order; fewer when a statement stopped before a unit (the rest wait for
   * the next batch). Units with a batched form at the head of the batch run in one statement.
   */
  private async runBatch(batch: readonly QueuedUnit[]): Promise<UnitResult[]> {
    const head = this.dialect === 'postgres' ? batchedHead(batch) : [];
    if (head.length > 0) return runStatement(this.db, head);
    // Alone in its batch: a transaction of its own, as before group commit, with no savepoint.
    if (batch.length === 1)
      return [
        await inTransaction(this.db, (trx) => runUnit(trx, batch[0]!)).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
      ];
    const results: UnitResult[] = [];
    try {
      await this.db.transaction().execute((trx) =>
        runOnHeldConnection(trx, this.db, async () => {
          // A savepoint left open by the last unit, to be released with the next one's mark.
          let open = false;
          for (const [index, unit] of batch.entries()) {
            const answer = await runBatchedAlone(trx, unit);
            if (answer) {
              results.push(inBatch(answer));
              continue;
            }
            // On PostgreSQL the last unit's release and this one's savepoint travel as one round trip.
            const mark = open ? SAVEPOINT_AFTER_RELEASE : SAVEPOINT;
            const release = this.dialect === 'sqlite' || index === batch.length - 1;
            results.push(await runInSavepoint(trx, unit.work, mark, release));
            open = !release;
          }
        }),
      );
      return results;
    } catch (error) {
      // Another process held SQLite's write lock past the busy timeout: the batch never began, and
      // running each unit alone would wait that long again for each. Every unit fails, unapplied.
      if (isDatabaseBusy(error)) return batch.map(() => ({ error }));
      // The begin or the commit failed (disk, connection): no unit is known to be committed. Each
      // runs again alone; units are idempotent by their keys, so one that did commit replays.
      return batch.map(() => ({ alone: true }));
    }
  }
}

const SAVEPOINT = fixedStatement('savepoint group_unit');
/** Two statements in one text: PostgreSQL's simple protocol runs both (SQLite's driver takes one). */
const SAVEPOINT_AFTER_RELEASE = fixedStatement('release savepoint group_unit; savepoint group_unit');
const RELEASE = fixedStatement('release savepoint group_unit');
const ROLLBACK_TO = fixedStatement('rollback to savepoint group_unit');

/**
 * A unit in its savepoint, opened by `mark`. After a failure the unit's writes are rolled back. Then
 * the savepoint is released now when `release`, else by the next unit's mark.
 */
async function runInSavepoint(
  trx: Transaction<Database>,
  work: UnitOfWork<unknown>,
  mark: typeof SAVEPOINT,
  release: boolean,
): Promise<UnitResult> {
  await mark.execute(trx);
  try {
    const value = await work(trx);
    if (release) await RELEASE.execute(trx);
    return { value };
  } catch (error) {
    // Rolled back to, the savepoint is still open: released as after a success.
    await ROLLBACK_TO.execute(trx);
    if (release) await RELEASE.execute(trx);
    return mustRunAlone(error) ? { alone: true } : { error };
  }
}

const committers = new WeakMap<Kysely<Database>, GroupCommit>();

/** The group commit of a database handle (one per handle: SQLite's one writer queue). */
export function groupCommitOf(db: Kysely<Database>, dialect: Dialect): GroupCommit {
  let committer = committers.get(db);
  if (!committer)
    committers.set(db, (committer = new GroupCommit(db, dialect === 'postgres' ? POSTGRES_LANES : 1, dialect)));
  return committer;
}
