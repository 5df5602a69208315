/**
 * Where a migration test opens its database: a fresh SQLite file, or a fresh PostgreSQL schema
 * (TEST_DATABASE_URL), each removed by the cleanup it registers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { OpenDatabaseOptions } from '../db/database';
import type { TestDatabase } from './harness';

export function migrationDatabase(
  database: TestDatabase,
  cleanups: Array<() => Promise<void> | void>,
): OpenDatabaseOptions {
  if (database === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'migration-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    return { url: path.join(folder, 'site.db') };
  }
  const schema = `migration_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL as string;
  cleanups.push(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });
  return { url, schema };
}
