/**
 * Another writer of a SQLite file, as an operator's CLI run beside the API: a thread with a
 * connection of its own that takes the write lock, writes a row, holds the lock for a while and
 * then commits.
 */
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

// CommonJS, run by the thread as given (no TypeScript loader there).
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.exec('create table if not exists other_writer (n integer)');
db.exec('begin immediate');
db.exec('insert into other_writer (n) values (1)');
parentPort.postMessage('locked');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
db.exec('commit');
db.close();
`;

/** Resolves once the other writer holds the lock; `released` resolves after it has committed. */
export async function holdWriteLock(file: string, holdMs: number): Promise<{ released: Promise<void> }> {
  const worker = new Worker(WRITER, { eval: true, workerData: { file, holdMs, driverPath } });
  const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error));
  await Promise.race([once(worker, 'message'), failed]);
  const released = Promise.race([once(worker, 'exit').then(() => undefined), failed]);
  return { released };
}
