/**
 * A scheduled version of the commission rate template can be cancelled before its day begins: when
 * and by whom, on the version's own row (a version is otherwise never edited). Null: not cancelled.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('commission_templates').addColumn('cancelled_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('commission_templates')
    .addColumn('cancelled_by', 'integer', (column) => column.references('operators.id'))
    .execute();
}
