/**
 * SQLite transactions that take the write lock when they begin (`begin immediate`), not at their
 * first write. Another process may write the same file: a CLI run by hand (a job, a settlement, an
 * operator's creation) beside the API. A deferred transaction that has read and then writes while
 * that process holds the lock fails at once with SQLITE_BUSY: SQLite does not wait there, as the
 * snapshot it read may be stale. At the begin it waits (busy_timeout) and then proceeds. In one
 * process this changes nothing: its one connection runs one transaction at a time anyway.
 */
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}
