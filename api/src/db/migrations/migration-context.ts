/** What every migration gets: the column types that differ between SQLite and PostgreSQL. */
import type { Dialect } from '../dialect';

export interface MigrationContext {
  dialect: Dialect;
  /** Auto-numbered primary key. */
  idColumn: 'integer' | 'serial';
  /** Integer micro-USDT: 64-bit on both. */
  moneyType: 'integer' | 'bigint';
}
