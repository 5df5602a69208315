/**
 * The migrator's view of a PostgreSQL database opened in a schema: that schema's tables only, read
 * from catalog rows, so schemas other processes create and drop meanwhile cannot fail it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('a PostgreSQL database opened in a schema', () => {
  const schemas: string[] = [];
  const newSchema = () => {
    const schema = `introspect_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    return schema;
  };
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const schema of schemas) await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  it('introspects its own schema only: its tables, and none of a sibling schema', async () => {
    const [mine, sibling] = [newSchema(), newSchema()];
    const other = await openDatabase({ url: url!, schema: sibling });
    await other.db.schema.createTable('only_in_sibling').addColumn('id', 'integer').execute();
    await other.close();
    const handle = await openDatabase({ url: url!, schema: mine });
    try {
      const tables = await handle.db.introspection.getTables();
      const names = tables.map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['accounts', 'transfers', 'entries', 'kysely_migration']));
      expect(names).not.toContain('only_in_sibling');
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([mine]));
      expect(await handle.db.introspection.getSchemas()).toEqual([{ name: mine }]);
    } finally {
      await handle.close();
    }
  });

  it('opens and migrates while other schemas of the database are created and dropped', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let churning = true;
    // Another process's test files: schemas with tables appear and vanish while ours migrate.
    const churn = (async () => {
      while (churning) {
        const schema = newSchema();
        await admin.query(`create schema "${schema}"; create table "${schema}".t (id serial primary key)`);
        await admin.query(`drop schema "${schema}" cascade`);
      }
    })();
    try {
      for (let round = 0; round < 3; round += 1) {
        const handles = await Promise.all(
          [newSchema(), newSchema()].map((schema) => openDatabase({ url: url!, schema })),
        );
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  });

  it('introspects the schema its URL sets (search_path) when none is named, as the API started by URL', async () => {
    const [mine, sibling] = [newSchema(), newSchema()];
    const other = await openDatabase({ url: url!, schema: sibling });
    await other.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${mine}"`);
    await admin.end();
    const byUrl = `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${mine}`)}`;
    // No schema given: the migrator must find no migration table (the sibling's is not ours) and migrate.
    const handle = await openDatabase({ url: byUrl });
    try {
      const tables = await handle.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['accounts', 'kysely_migration']));
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([mine]));
      expect(await handle.db.introspection.getSchemas()).toEqual([{ name: mine }]);
    } finally {
      await handle.close();
    }
  });
});
