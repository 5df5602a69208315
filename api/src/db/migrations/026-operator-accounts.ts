/**
 * Operator accounts (issue 43): an initial password that must be changed at the first login, when
 * the password was last changed, and room for the two-factor secrets sealed with AES-256-GCM.
 * Existing secrets are sealed at start (operators/seal-secrets.ts), not here: a migration has no key.
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  // 1: an initial password (a new account, or reset by a 超级管理员). Accounts already in use keep working.
  await db.schema
    .alterTable('operators')
    .addColumn('must_change_password', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('operators').addColumn('password_changed_at', 'varchar(32)').execute();
  // A sealed secret (prefix, nonce, tag, ciphertext in base64url) is longer than the 64 of 018;
  // SQLite does not enforce a varchar's length.
  if (dialect === 'postgres') {
    await sql`alter table operators alter column totp_secret type varchar(255)`.execute(db);
    await sql`alter table operators alter column totp_pending_secret type varchar(255)`.execute(db);
  }
}
