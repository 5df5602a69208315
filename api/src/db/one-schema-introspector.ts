/**
 * Kysely's migrator asks the dialect's introspector whether its own tables exist. Kysely's
 * PostgreSQL introspector answers by listing the tables of every schema of the database and naming
 * each schema back to the server (has_schema_privilege, pg_get_serial_sequence): a schema another
 * process drops meanwhile, as test files running side by side do with theirs, fails that listing
 * with "schema … does not exist". This one looks in one schema, by catalog rows only: the one named,
 * or else the connection's own (`current_schema()`, the first of its search_path), as when the API
 * is started with a URL that sets search_path.
 */
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

export class OneSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string | null,
  ) {}

  /** The schema to look in, as SQL: the name given, or the connection's current schema. */
  private schemaName() {
    return this.schema === null ? sql<string>`current_schema()` : sql<string>`${this.schema}`;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schemaName()}`.execute(this.db);
    return rows;
  }

  /** The schema's tables and views by name (no columns: the migrator asks for names only). */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${this.schemaName()} and c.relkind in ('r', 'v', 'p')`.execute(this.db);
    return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === 'v', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL through a pool, introspected in one schema only (the one its connections use). */
export class OneSchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string | null,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OneSchemaIntrospector(db, this.schema);
  }
}
