/**
 * Units of group commit (group-commit.ts) that a database function can run: alone, or those at the
 * head of a batch together in one statement with no transaction around it (one round trip and one
 * commit for all). Each is all or nothing by itself, so it needs no savepoint.
 */
import type { Kysely, Transaction } from 'kysely';
import { isRetryableConflict, isUniqueViolation } from './errors';
import type { Database } from './schema';

export type UnitOfWork<T> = (trx: Transaction<Database>) => Promise<T>;

/**
 * A statement that runs units in order (a database function taking their inputs as one JSON
 * array), each all or nothing by itself: a unit needs no savepoint. On the handle, with no
 * transaction around it, it commits by itself: units queued together then take one round trip and
 * one commit. It stops after a unit that needs its own `work` (outputs fewer than inputs).
 */
export interface BatchStatement {
  run(db: Kysely<Database>, inputs: readonly unknown[]): Promise<unknown[]>;
}

/**
 * The form of a unit that a BatchStatement can run. `answer` reads the unit's output: its value,
 * its refusal as `error` (it wrote nothing), or null: it did nothing, and the unit's `work` runs.
 */
export interface BatchedForm<T> {
  statement: BatchStatement;
  input: unknown;
  answer(output: unknown): { value: T } | { error: unknown } | null;
}

/** A unit as group commit queues it: its work, and the form a statement can run instead. */
export interface BatchableUnit {
  work: UnitOfWork<unknown>;
  batched: BatchedForm<unknown> | undefined;
  /** Its batched form answered null once: its `work` runs. */
  needsWork?: boolean;
}

/** How a unit ended inside its batch; `alone`: run it again in a transaction of its own. */
export type UnitResult = { value: unknown } | { error: unknown } | { alone: true };

/**
 * A unique-key race (a twin of the unit committed meanwhile) or a PostgreSQL deadlock: the unit's
 * savepoint is rolled back, and it runs again alone after its batch commits, where it meets the
 * twin's row and answers as a replay. Run again inside the batch it could meet the same lock.
 */
export const mustRunAlone = (error: unknown) => isUniqueViolation(error) || isRetryableConflict(error);

/** The units at the head of a batch that one statement can run (the same statement, none known to need its work). */
export function batchedHead(batch: readonly BatchableUnit[]): BatchableUnit[] {
  const statement = batch[0]?.batched?.statement;
  const head: BatchableUnit[] = [];
  for (const unit of batch) {
    if (!statement || unit.needsWork || unit.batched?.statement !== statement) break;
    head.push(unit);
  }
  return head;
}

type Answer = { value: unknown } | { error: unknown };

/** A unit's answer from its batched form's output; null (and the unit so marked) when its work must run. */
function answerOf(unit: BatchableUnit, output: unknown): Answer | null {
  const answer = unit.batched!.answer(output);
  if (!answer) unit.needsWork = true;
  return answer;
}

/** An answer inside a batch: a unique-key race or a deadlock runs the unit again alone after it. */
export const inBatch = (answer: Answer): UnitResult =>
  'error' in answer && mustRunAlone(answer.error) ? { alone: true } : answer;

/**
 * Units in one statement on the handle, which commits it by itself: their results up to the first
 * that needs its work. A failed statement committed nothing: each unit runs again alone.
 */
export async function runStatement(db: Kysely<Database>, units: readonly BatchableUnit[]): Promise<UnitResult[]> {
  let outputs: unknown[];
  try {
    outputs = await units[0]!.batched!.statement.run(
      db,
      units.map((unit) => unit.batched!.input),
    );
  } catch {
    return units.map(() => ({ alone: true }));
  }
  const results: UnitResult[] = [];
  for (const [index, output] of outputs.slice(0, units.length).entries()) {
    const answer = answerOf(units[index]!, output);
    if (!answer) break;
    results.push(inBatch(answer));
  }
  return results;
}

/**
 * A unit's batched form by itself, in a transaction; null when it has none or it answered null
 * (its work must run). A savepoint the unit before left open stays open around it: committed with
 * it, released by the next mark. A throw is not caught: the statement failed, and the transaction
 * is in doubt (the batch runs again, unit by unit).
 */
export async function runBatchedAlone(trx: Transaction<Database>, unit: BatchableUnit): Promise<Answer | null> {
  if (!unit.batched || unit.needsWork) return null;
  const [output] = await unit.batched.statement.run(trx, [unit.batched.input]);
  return output === undefined ? null : answerOf(unit, output);
}

/** A unit alone in its transaction: its batched form first, when it has one. */
export async function runUnit(trx: Transaction<Database>, unit: BatchableUnit): Promise<unknown> {
  const answer = await runBatchedAlone(trx, unit);
  if (!answer) return unit.work(trx);
  if ('error' in answer) throw answer.error;
  return answer.value;
}
