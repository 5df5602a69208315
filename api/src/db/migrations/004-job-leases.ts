/** Background jobs: one lease row per job, so one process at a time runs it; indexes for the clean-up's deletes. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey().notNull())
    .addColumn('holder', 'varchar(128)', (column) => column.notNull())
    .addColumn('lease_until', 'varchar(32)', (column) => column.notNull())
    .execute();
  // The clean-up deletes by expiry: without these it would scan the whole table each run.
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();
  await db.schema.createIndex('provider_launches_expires_idx').on('provider_launches').column('expires_at').execute();
  await db.schema.createIndex('provider_sessions_expires_idx').on('provider_sessions').column('expires_at').execute();
}
