/**
 * Bulk writers of the records bench's seed: rows buffered per table and written straight into
 * the migrated tables, many thousand per statement, in one big transaction per flush (SQLite: a
 * prepared insert in a transaction; PostgreSQL: one INSERT … SELECT FROM unnest(arrays) per table).
 */
import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';

type Value = string | number | null;

/** A table the seed fills: its columns with their PostgreSQL array types (unnest needs them). */
export interface TableSpec {
  table: string;
  columns: ReadonlyArray<readonly [name: string, pgType: 'int4' | 'int8' | 'text']>;
}

const spec = (table: string, columns: string): TableSpec => ({
  table,
  columns: columns.split(' ').map((column) => {
    const [name, type] = column.split(':') as [string, string | undefined];
    return [name, type === 'i' ? 'int4' : type === 'm' ? 'int8' : 'text'] as const;
  }),
});

/** In the order a flush writes them: a row's references are written before it (or in the same flush, earlier). */
export const TABLES = {
  players: spec('players', 'id:i username username_canonical password_hash invite_code created_at'),
  accounts: spec('accounts', 'id:i kind player_id:i code balance:m created_at'),
  transfers: spec('transfers', 'id:i idempotency_key input_hash kind reference created_at'),
  entries: spec('entries', 'id:i transfer_id:i kind account_id:i amount:m balance_after:m created_at'),
  game_rounds: spec(
    'game_rounds',
    'id:i provider round_id player_id:i game_code game_type_id:i stake:m payout:m status opened_at settled_at',
  ),
  provider_transactions: spec(
    'provider_transactions',
    'id:i provider transaction_id kind player_id:i round_id bet_transaction_id amount:m request_hash transfer_id:i response_json created_at',
  ),
  deposit_orders: spec(
    'deposit_orders',
    'id:i order_no player_id:i address amount:m actual_amount:m exact_amount:i status credited_amount:m chain_deposit_id:i transfer_id:i created_at expires_at paid_at closed_at',
  ),
  chain_deposits: spec(
    'chain_deposits',
    'id:i tx_id event_index:i from_address to_address amount:m raw_amount block_number:m block_timestamp:m status order_id:i player_id:i transfer_id:i created_at',
  ),
  channel_orders: spec(
    'channel_orders',
    'id:i order_no player_id:i channel_id:i amount:m currency_amount status channel_order_no transfer_id:i created_at expires_at paid_at',
  ),
  holds: spec(
    'holds',
    'id:i player_id:i amount:m status hold_transfer_id:i settle_transfer_id:i created_at settled_at',
  ),
  withdrawals: spec(
    'withdrawals',
    'id:i order_no player_id:i request_id request_hash address_type:i address area amount:m fee:m hold_id:i state reject_reason paid_tx_id created_at completed_at decided_at',
  ),
} as const;

export type TableName = keyof typeof TABLES;

/** Where the seed's rows go; `add` takes the values in the spec's column order. */
export interface Sink {
  add(table: TableName, values: Value[]): void | Promise<void>;
  /** Writes what is buffered. */
  flush(): Promise<void>;
  /** Rows written per table so far. */
  readonly written: Map<TableName, number>;
}

const FLUSH_ROWS = 60_000;

abstract class BufferedSink implements Sink {
  readonly written = new Map<TableName, number>();
  private buffers = new Map<TableName, Value[][]>();
  private buffered = 0;

  add(table: TableName, values: Value[]): void | Promise<void> {
    let buffer = this.buffers.get(table);
    if (!buffer) this.buffers.set(table, (buffer = []));
    buffer.push(values);
    this.buffered += 1;
    if (this.buffered >= FLUSH_ROWS) return this.flush();
  }

  async flush(): Promise<void> {
    const batches: Array<[TableSpec, Value[][]]> = [];
    for (const name of Object.keys(TABLES) as TableName[]) {
      const rows = this.buffers.get(name);
      if (!rows || rows.length === 0) continue;
      batches.push([TABLES[name], rows]);
      this.written.set(name, (this.written.get(name) ?? 0) + rows.length);
    }
    this.buffers = new Map();
    this.buffered = 0;
    if (batches.length > 0) await this.write(batches);
  }

  protected abstract write(batches: Array<[TableSpec, Value[][]]>): Promise<void>;
}

export class SqliteSink extends BufferedSink {
  private statements = new Map<string, SqliteDatabase.Statement>();
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super();
  }

  protected async write(batches: Array<[TableSpec, Value[][]]>): Promise<void> {
    const run = this.sqlite.transaction(() => {
      for (const [table, rows] of batches) {
        let statement = this.statements.get(table.table);
        if (!statement) {
          const names = table.columns.map(([name]) => name);
          statement = this.sqlite.prepare(
            `insert into ${table.table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
          );
          this.statements.set(table.table, statement);
        }
        for (const row of rows) statement.run(row);
      }
    });
    run();
  }
}

export class PostgresSink extends BufferedSink {
  constructor(private readonly client: pg.Client) {
    super();
  }

  protected async write(batches: Array<[TableSpec, Value[][]]>): Promise<void> {
    await this.client.query('begin');
    for (const [table, rows] of batches) {
      const names = table.columns.map(([name]) => name);
      const arrays = table.columns.map((_, column) => rows.map((row) => row[column] ?? null));
      const unnest = table.columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
      await this.client.query(
        `insert into ${table.table} (${names.join(', ')}) select * from unnest(${unnest})`,
        arrays,
      );
    }
    await this.client.query('commit');
  }
}
