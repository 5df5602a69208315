/** One set of migrations for SQLite and PostgreSQL; the few type differences come in through the context. */
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as core from './001-core';
import * as money from './002-money';
import * as usernames from './003-usernames';
import * as jobLeases from './004-job-leases';
import * as heldWins from './005-held-wins';
import * as entryCodes from './006-entry-codes';
import * as deposits from './007-deposits';
import * as chainWatcher from './008-chain-watcher';
import * as payChannels from './009-pay-channels';
import * as withdrawals from './010-withdrawals';
import * as records from './011-records';
import * as recordsIndexes from './012-records-indexes';
import * as recordsRounds from './013-records-rounds';
import * as dailyBetsRebuild from './014-daily-bets-rebuild';
import * as agents from './015-agents';
import * as activities from './016-activities';
import * as protection from './017-protection';
import * as operatorConsole from './018-console';
import * as walletIndexes from './019-wallet-indexes';
import * as walletCallFunction from './020-wallet-call-function';
import * as dailyPerformanceHot from './021-daily-performance-hot';
import * as chainEvents from './022-chain-events';
import * as payoutVerification from './023-payout-verification';
import * as risk from './024-risk';
import * as moneyControls from './025-money-controls';
import * as operatorAccounts from './026-operator-accounts';
import * as payoutWatch from './027-payout-watch';
import * as riskIndexes from './028-risk-indexes';
import * as templateCancel from './029-template-cancel';
import type { Dialect } from '../dialect';
import type { MigrationContext } from './migration-context';

type MigrationModule = { up(db: Kysely<unknown>, context: MigrationContext): Promise<void> };

const MIGRATIONS: Record<string, MigrationModule> = {
  '001-core': core,
  '002-money': money,
  '003-usernames': usernames,
  '004-job-leases': jobLeases,
  '005-held-wins': heldWins,
  '006-entry-codes': entryCodes,
  '007-deposits': deposits,
  '008-chain-watcher': chainWatcher,
  '009-pay-channels': payChannels,
  '010-withdrawals': withdrawals,
  '011-records': records,
  '012-records-indexes': recordsIndexes,
  '013-records-rounds': recordsRounds,
  '014-daily-bets-rebuild': dailyBetsRebuild,
  '015-agents': agents,
  '016-activities': activities,
  '017-protection': protection,
  '018-console': operatorConsole,
  '019-wallet-indexes': walletIndexes,
  '020-wallet-call-function': walletCallFunction,
  '021-daily-performance-hot': dailyPerformanceHot,
  '022-chain-events': chainEvents,
  '023-payout-verification': payoutVerification,
  '024-risk': risk,
  '025-money-controls': moneyControls,
  '026-operator-accounts': operatorAccounts,
  '027-payout-watch': payoutWatch,
  '028-risk-indexes': riskIndexes,
  '029-template-cancel': templateCancel,
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  const context: MigrationContext = {
    dialect,
    idColumn: dialect === 'sqlite' ? 'integer' : 'serial',
    moneyType: dialect === 'sqlite' ? 'integer' : 'bigint',
  };
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, module] of Object.entries(MIGRATIONS))
        migrations[name] = { up: (db) => module.up(db, context) };
      return migrations;
    },
  };
}
