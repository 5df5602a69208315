/**
 * Risk control (issue 43): where each player and operator acted from — the client address (after the
 * trusted-proxy rules), the device id the shell sends and the user agent — on registration, login,
 * sessions, deposit orders, withdrawal requests and audit entries; blacklists of addresses, devices
 * and withdrawal addresses; and partial locks on a player (no withdrawals, no bets, no promotions).
 * Traces are kept for a retention period (a setting) and deleted by the clean-up job.
 */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('client_traces')
    .addColumn('id', context.idColumn, (column) => column.primaryKey())
    // One of the two is set: a player's trace or an operator's.
    .addColumn('player_id', 'integer', (column) => column.references('players.id'))
    .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
    // register | login | session | deposit_order | withdrawal | audit | claim | bind_address
    .addColumn('event', 'varchar(24)', (column) => column.notNull())
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('device_id', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    // What the event made or touched (an order number, a withdrawal id, a session id), when there is one.
    .addColumn('ref', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('client_traces').columns(columns).execute();
  await index('client_traces_player', ['player_id', 'created_at']);
  await index('client_traces_operator', ['operator_id', 'created_at']);
  await index('client_traces_ip', ['ip', 'player_id']);
  await index('client_traces_device', ['device_id', 'player_id']);
  await index('client_traces_created', ['created_at']);

  const audit = () => db.schema.alterTable('audit_log');
  // A player's own action (adding a withdrawal address) names the player, not 系统.
  await audit()
    .addColumn('player_id', 'integer', (column) => column.references('players.id'))
    .execute();
  await audit().addColumn('ip', 'varchar(64)').execute();
  await audit().addColumn('device_id', 'varchar(64)').execute();
  await audit().addColumn('user_agent', 'varchar(512)').execute();

  await db.schema
    .createTable('risk_blacklist')
    .addColumn('id', context.idColumn, (column) => column.primaryKey())
    // ip (an address or a CIDR) | device | address (a TRON withdrawal address)
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('value', 'varchar(64)', (column) => column.notNull())
    .addColumn('reason', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_by', 'integer', (column) => column.notNull().references('operators.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('risk_blacklist_kind_value', ['kind', 'value'])
    .execute();

  await db.schema
    .createTable('player_restrictions')
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    // withdraw | bet | claim
    .addColumn('restriction', 'varchar(16)', (column) => column.notNull())
    .addColumn('reason', 'varchar(200)', (column) => column.notNull())
    .addColumn('created_by', 'integer', (column) => column.notNull().references('operators.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('player_restrictions_pk', ['player_id', 'restriction'])
    .execute();
}
