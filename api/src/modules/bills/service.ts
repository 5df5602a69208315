/**
 * The player's ledger records: 交易记录 (every entry on their wallet) and 福利 / 反水记录 (credits
 * of bonus or rebate kinds), newest first, keyset paged, in Asia/Shanghai days. A new kind of
 * money movement shows with the name kinds.ts gives it, without a change here or in a remote.
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  type BillChangeResult,
  type BonusesResult,
  type RecordPeriod,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { formatShanghaiTime } from '../../shanghai-time';
import { walletAccountId } from '../ledger';
import { decodeCursor, pageOf, type Keyset } from '../../keyset-cursor';
import { isKnownKind, kindName, kindsOf, walletKinds } from '../records';
import { resolvePeriod } from '../../record-period';
import { readableReferences } from './references';
import { selectAccountEntries, sumAccountEntries, type WalletEntryRow } from './store';

interface PageInput {
  period: RecordPeriod;
  start_date?: string | undefined;
  end_date?: string | undefined;
  cursor?: string | undefined;
  size: number;
}

const keysetOf = (row: WalletEntryRow): Keyset => ({ at: row.created_at, id: row.id });

/** Newest first by (created_at, id): the order of the indexes and of the cursors. */
const newestFirst = (a: WalletEntryRow, b: WalletEntryRow) =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;

/** The input checked, in the order a player would fix it: the period, then the cursor. */
function pageWindow(context: AppContext, input: PageInput) {
  const period = resolvePeriod(input, context.now());
  const below = decodeCursor(input.cursor);
  const window = { fromUtc: period.fromUtc, toUtc: period.toUtc, below, limit: input.size + 1 };
  return { period, window, bounds: { start_date: period.startDate, end_date: period.endDate } };
}

/** Each row with its reference made readable: one lookup per kind of reference for the page. */
async function shownRows(context: AppContext, rows: WalletEntryRow[]) {
  const readable = await readableReferences(
    context.db,
    rows.map((row) => row.reference),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    kind_name: kindName(row.kind),
    amount: formatUsdt(row.amount),
    balance_after: formatUsdt(row.balance_after),
    reference: readable(row.reference),
    created_at: formatShanghaiTime(row.created_at),
  }));
}

/**
 * 交易记录: the entries of the player's wallet in the period, all or of one kind.
 * @throws DomainError (未知的交易类型) for a kind kinds.ts does not know; bad dates or cursor as resolvePeriod / decodeCursor
 */
export async function billChanges(
  context: AppContext,
  playerId: number,
  input: PageInput & { kind?: string | undefined },
): Promise<BillChangeResult> {
  if (input.kind !== undefined && !isKnownKind(input.kind)) throw refuse(apiMessages.recordKindUnknown);
  const { window, bounds } = pageWindow(context, input);
  const wallet = await walletAccountId(context.db, playerId);
  const rows = wallet === null ? [] : await selectAccountEntries(context.db, wallet, input.kind, window);
  const { list, next_cursor } = pageOf(rows, input.size, keysetOf);
  return { ...bounds, list: await shownRows(context, list), next_cursor, kinds: walletKinds() };
}

/**
 * 福利 / 反水记录: the wallet's entries of the kinds of one category (a reversal shows, negative),
 * with the sum of the whole period. Each kind pages over its own index; the pages merge by time.
 */
export async function bonusRecords(
  context: AppContext,
  playerId: number,
  input: PageInput & { type: 'bonus' | 'rebate' },
): Promise<BonusesResult> {
  const { period, window, bounds } = pageWindow(context, input);
  const kinds = kindsOf(input.type);
  const wallet = await walletAccountId(context.db, playerId);
  if (wallet === null) return { ...bounds, list: [], next_cursor: null, total: formatUsdt(microUsdt(0)) };
  const [pages, total] = await Promise.all([
    Promise.all(kinds.map((kind) => selectAccountEntries(context.db, wallet, kind, window))),
    sumAccountEntries(context.db, wallet, kinds, period),
  ]);
  const merged = pages.flat().sort(newestFirst).slice(0, window.limit);
  const { list, next_cursor } = pageOf(merged, input.size, keysetOf);
  const shown = (await shownRows(context, list)).map(({ balance_after: _balance, ...row }) => row);
  return { ...bounds, list: shown, next_cursor, total: formatUsdt(microUsdt(total)) };
}
