/**
 * Usernames unique whatever their case: players and operators get `username_canonical` (the name
 * in lower case) under a unique index; `username` keeps the spelling the account was made with.
 * Names that already clash by case (made before this) keep their accounts and their exact spelling:
 * the oldest account keeps the plain canonical form, each later one gets `<lower case>#<id>`
 * (a `#` no username can contain), logs in by its exact spelling only, and is reported.
 */
import { sql, type Kysely } from 'kysely';

/** The columns this migration reads and writes, as they are at this point of the history. */
type Named = { id: number; username: string; username_canonical: string };
type Db = Kysely<Record<'players' | 'operators', Named>>;

async function canonicalise(db: Db, table: 'players' | 'operators'): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('username_canonical', 'varchar(64)', (column) => column.notNull().defaultTo(''))
    .execute();
  // Usernames are ASCII letters, digits and _ (checked on the way in), so SQL lower() is the canonical form.
  await db
    .updateTable(table)
    .set({ username_canonical: sql`lower(username)` })
    .execute();
  const clashing = await db
    .selectFrom(table)
    .select(['id', 'username', 'username_canonical'])
    .where(
      'username_canonical',
      'in',
      db
        .selectFrom(table)
        .select('username_canonical')
        .groupBy('username_canonical')
        .having(sql`count(*)`, '>', 1),
    )
    .orderBy('username_canonical')
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  const renamed: string[] = [];
  for (const row of clashing) {
    if (!seen.has(row.username_canonical)) {
      seen.add(row.username_canonical);
      continue;
    }
    const canonical = `${row.username_canonical}#${row.id}`;
    await db.updateTable(table).set({ username_canonical: canonical }).where('id', '=', row.id).execute();
    renamed.push(`${row.id} ${row.username} (→ ${canonical})`);
  }
  if (renamed.length > 0)
    console.warn(
      `migration 003-usernames: ${table} whose usernames differ only by case from an older account; ` +
        `they log in by their exact spelling only: ${renamed.join(', ')}`,
    );
  await db.schema
    .createIndex(`${table}_username_canonical_key`)
    .on(table)
    .column('username_canonical')
    .unique()
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await canonicalise(db as Db, 'players');
  await canonicalise(db as Db, 'operators');
}
