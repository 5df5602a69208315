/** Single-use codes of the entry URL (/?token=<code>): only their SHA-256 is kept, each valid 60 s. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entry_codes')
    .addColumn('code_hash', 'varchar(64)', (column) => column.primaryKey().notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  // Minting clears the expired codes that were never exchanged.
  await db.schema.createIndex('entry_codes_expires_idx').on('entry_codes').column('expires_at').execute();
}
