/**
 * 投注记录汇总 (bet-records) and 输赢报表 (win-loss-report). Their stake, payout and round counts
 * come from `player_daily_bets`, a per-player, per-Shanghai-day, per-provider, per-category summary
 * that the provider callbacks keep in the very transaction that settles a round (or adds a later
 * win to it): a report is exact the moment a round settles, with no job to lag or to fail, and a
 * period of at most 31 days reads at most 31 days × the player's providers of rows, however many
 * rounds they hold. Bonus and rebate are the wallet's entries of those kinds (kinds.ts), summed by day.
 */
import {
  apiGameTypeNames,
  formatUsdt,
  microUsdt,
  type BetRecordsResult,
  type WinLossReportResult,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { walletAccountId } from '../ledger';
import { kindsOf } from './kinds';
import { addDays, resolvePeriod, shanghaiDate, type PeriodInput } from '../../record-period';
import { providerNames, selectEntryAmounts, sumBetsByDay, sumBetsByGame, type SummedBets } from './store';

const usdt = (micro: number) => formatUsdt(microUsdt(micro));

/** The four figures of settled rounds, as text. */
export function betTotals(sum: SummedBets) {
  return {
    rounds: sum.rounds,
    stake: usdt(sum.stake),
    payout: usdt(sum.payout),
    win_loss: usdt(sum.payout - sum.stake),
  };
}

const addUp = (rows: readonly SummedBets[]): SummedBets =>
  rows.reduce(
    (total, row) => ({
      rounds: total.rounds + row.rounds,
      stake: total.stake + row.stake,
      payout: total.payout + row.payout,
    }),
    { rounds: 0, stake: 0, payout: 0 },
  );

/** A category's Chinese name; 其他 for 0 (not in our catalogue) and for any id the catalogue does not name. */
const gameTypeName = (id: number) => apiGameTypeNames[id] ?? apiGameTypeNames[0]!;

/**
 * 投注记录汇总: the period's settled rounds per category and provider, largest stake first, and the total.
 * @throws DomainError for bad dates (resolvePeriod)
 */
export async function betRecords(context: AppContext, playerId: number, input: PeriodInput): Promise<BetRecordsResult> {
  const period = resolvePeriod(input, context.now());
  const rows = await sumBetsByGame(context.db, playerId, period);
  const names = await providerNames(
    context.db,
    rows.map((row) => row.provider),
  );
  // Ties in stake keep one order from call to call: by category, then provider.
  rows.sort(
    (a, b) =>
      b.stake - a.stake ||
      a.game_type_id - b.game_type_id ||
      (a.provider < b.provider ? -1 : a.provider > b.provider ? 1 : 0),
  );
  return {
    start_date: period.startDate,
    end_date: period.endDate,
    rows: rows.map((row) => ({
      game_type_id: row.game_type_id,
      game_type_name: gameTypeName(row.game_type_id),
      provider: row.provider,
      provider_name: names.get(row.provider) ?? row.provider,
      ...betTotals(row),
    })),
    total: betTotals(addUp(rows)),
  };
}

/** The signed sum of the wallet's entries of a report category per Shanghai day (a reversal counts negative). */
async function creditsByDay(
  context: AppContext,
  wallet: number | null,
  category: 'bonus' | 'rebate',
  period: { fromUtc: string; toUtc: string },
): Promise<Map<string, number>> {
  const byDay = new Map<string, number>();
  if (wallet === null) return byDay;
  for (const entry of await selectEntryAmounts(context.db, wallet, kindsOf(category), period)) {
    const day = shanghaiDate(new Date(entry.created_at));
    byDay.set(day, (byDay.get(day) ?? 0) + Number(entry.amount));
  }
  return byDay;
}

function figures(day: { stake: number; payout: number; bonus: number; rebate: number }) {
  return {
    stake: usdt(day.stake),
    payout: usdt(day.payout),
    bonus: usdt(day.bonus),
    rebate: usdt(day.rebate),
    net: usdt(day.payout - day.stake + day.bonus + day.rebate),
  };
}

/**
 * 输赢报表: every day of the period newest first (days without anything at zero) and the total;
 * net = payout − stake + bonus + rebate.
 * @throws DomainError for bad dates (resolvePeriod)
 */
export async function winLossReport(
  context: AppContext,
  playerId: number,
  input: PeriodInput,
): Promise<WinLossReportResult> {
  const period = resolvePeriod(input, context.now());
  const wallet = await walletAccountId(context.db, playerId);
  const [bets, bonus, rebate] = await Promise.all([
    sumBetsByDay(context.db, playerId, period),
    creditsByDay(context, wallet, 'bonus', period),
    creditsByDay(context, wallet, 'rebate', period),
  ]);
  const betsOf = new Map(bets.map((row) => [row.day, row]));
  const days: Array<{ date: string; stake: number; payout: number; bonus: number; rebate: number }> = [];
  for (let date = period.endDate; date >= period.startDate; date = addDays(date, -1)) {
    const bet = betsOf.get(date);
    days.push({
      date,
      stake: bet?.stake ?? 0,
      payout: bet?.payout ?? 0,
      bonus: bonus.get(date) ?? 0,
      rebate: rebate.get(date) ?? 0,
    });
  }
  const total = days.reduce(
    (sum, day) => ({
      stake: sum.stake + day.stake,
      payout: sum.payout + day.payout,
      bonus: sum.bonus + day.bonus,
      rebate: sum.rebate + day.rebate,
    }),
    { stake: 0, payout: 0, bonus: 0, rebate: 0 },
  );
  return {
    start_date: period.startDate,
    end_date: period.endDate,
    days: days.map((day) => ({ date: day.date, ...figures(day) })),
    total: figures(total),
  };
}
