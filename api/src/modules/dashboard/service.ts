/**
 * The 仪表盘 use case: today's and the last 30 days' figures (Asia/Shanghai) summed from the
 * ledger's platform-side accounts by transfer kind, players from their rows, the pending work and
 * the watcher's lag.
 */
import { DASHBOARD_DAYS, type Dashboard, type QueueCounts } from 'shared-contracts';
import type { AppContext } from '../../context';
import { shanghaiDate, shanghaiMidnightUtc } from '../../shanghai-time';
import { PLATFORM_ACCOUNTS, providerAccountCodes } from '../ledger';
import { channelAccountCode } from '../pay';
import { dashboardRows, formatFigures, lastDays, totalsByDay, type AccountRole, type EntrySum } from './figures';
import {
  selectAccountsByCode,
  selectActivePlayerDays,
  selectClearingCodes,
  selectEntryDaySums,
  selectNewPlayerDays,
  selectPendingCounts,
  selectWatcherRow,
} from './store';

/** Every account whose entries make a figure, by code, with its role. */
async function accountRoles(context: AppContext): Promise<Map<string, AccountRole>> {
  const roles = new Map<string, AccountRole>([
    [PLATFORM_ACCOUNTS.depositClearing, 'deposit_clearing'],
    [PLATFORM_ACCOUNTS.withdrawalsPaid, 'withdrawals_paid'],
    [PLATFORM_ACCOUNTS.promotionExpense, 'promotion_expense'],
    [PLATFORM_ACCOUNTS.commissionExpense, 'commission_expense'],
  ]);
  const { channels, platforms } = await selectClearingCodes(context.db);
  for (const code of channels) roles.set(channelAccountCode(code), 'channel');
  // A provider's clearing account (its shards) is named by its code: the catalogue's platforms and any configured one.
  for (const code of new Set([...platforms, ...Object.keys(context.config.providers)]))
    for (const shard of providerAccountCodes(code)) roles.set(shard, 'provider');
  return roles;
}

/** The ledger sums of the window, each with the role of its account. */
async function entrySums(context: AppContext, fromUtc: string): Promise<EntrySum[]> {
  const roles = await accountRoles(context);
  const accounts = await selectAccountsByCode(context.db, [...roles.keys()]);
  const roleOfId = new Map(accounts.map((account) => [account.id, roles.get(account.code)!]));
  const sums = await selectEntryDaySums(context.db, context.dialect, [...roleOfId.keys()], fromUtc);
  return sums.map((sum) => ({ role: roleOfId.get(sum.account_id)!, kind: sum.kind, day: sum.day, amount: sum.amount }));
}

async function watcher(context: AppContext): Promise<Dashboard['watcher']> {
  const row = await selectWatcherRow(context.db);
  if (!row) return { lag_blocks: null, last_error: null, updated_at: null };
  const { head_block: head, solidified_block: solidified } = row;
  return {
    lag_blocks: head === null || solidified === null ? null : Number(head) - Number(solidified),
    last_error: row.last_error,
    updated_at: row.updated_at,
  };
}

export async function dashboard(context: AppContext): Promise<Dashboard> {
  const now = context.now();
  const days = lastDays(shanghaiDate(now), DASHBOARD_DAYS);
  const fromUtc = shanghaiMidnightUtc(days[0]!).toISOString();
  const { db, dialect } = context;
  const entries = await entrySums(context, fromUtc);
  const totals = totalsByDay(days, entries, {
    new_players: await selectNewPlayerDays(db, dialect, fromUtc),
    active_players: await selectActivePlayerDays(db, dialect, fromUtc),
  });
  return {
    today: formatFigures(totals.get(days[days.length - 1]!)),
    days: dashboardRows(days, totals),
    pending: await selectPendingCounts(db),
    watcher: await watcher(context),
    generated_at: now.toISOString(),
  };
}

/** The pending counts alone: cheap (a count on an index each), for the console's frame to poll. */
export function queueCounts(context: AppContext): Promise<QueueCounts> {
  return selectPendingCounts(context.db);
}
