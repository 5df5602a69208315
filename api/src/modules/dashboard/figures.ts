/**
 * The dashboard's arithmetic, pure: which ledger sums make which figure, the last N Asia/Shanghai
 * days, and the zero-filled day rows with GGR = stake − payout.
 */
import { formatUsdt, microUsdt, type DashboardDay, type DashboardFigures } from 'shared-contracts';

/** The platform-side accounts whose entries the dashboard sums (one role may have several accounts). */
export type AccountRole =
  'deposit_clearing' | 'channel' | 'withdrawals_paid' | 'provider' | 'promotion_expense' | 'commission_expense';

export type MoneyFigure = 'deposits' | 'withdrawals' | 'stake' | 'payout' | 'bonuses' | 'commission';
export type CountFigure = 'new_players' | 'active_players';

/** One day's figures before formatting: micro-USDT and counts. */
export type DayTotals = Record<MoneyFigure | CountFigure, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

const zeroTotals = (): DayTotals => ({
  deposits: 0,
  withdrawals: 0,
  stake: 0,
  payout: 0,
  bonuses: 0,
  commission: 0,
  new_players: 0,
  active_players: 0,
});

/**
 * Which figure an entry of `kind` on an account of `role` counts toward, and the sign that makes
 * it positive when money went the usual way: the platform side is the other leg of a player's
 * movement, so a credit to the player is a debit (negative) here. Null: the entry counts nowhere.
 * @example figureOfEntry('provider', 'win') // { figure: 'payout', sign: -1 }
 */
export function figureOfEntry(role: AccountRole, kind: string): { figure: MoneyFigure; sign: 1 | -1 } | null {
  switch (role) {
    case 'deposit_clearing':
      return kind === 'deposit' ? { figure: 'deposits', sign: -1 } : null;
    case 'channel':
      return kind === 'channel_deposit' ? { figure: 'deposits', sign: -1 } : null;
    case 'withdrawals_paid':
      return kind === 'hold_capture' ? { figure: 'withdrawals', sign: 1 } : null;
    case 'provider':
      // A rollback gives a bet back: its (negative) entry takes the stake down.
      if (kind === 'bet' || kind === 'rollback') return { figure: 'stake', sign: 1 };
      return kind === 'win' ? { figure: 'payout', sign: -1 } : null;
    case 'promotion_expense':
      // Every kind paid from it is a bonus (claims, rebates, task rewards, whatever comes next).
      return { figure: 'bonuses', sign: -1 };
    case 'commission_expense':
      return kind === 'commission' ? { figure: 'commission', sign: -1 } : null;
  }
}

/**
 * The `count` Asia/Shanghai days ending with `today` ('YYYY-MM-DD'), oldest first.
 * @example lastDays('2026-03-01', 3) // ['2026-02-27', '2026-02-28', '2026-03-01']
 */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** What the store answers, already given a role: sums of entries per account role, kind and day. */
export interface EntrySum {
  role: AccountRole;
  kind: string;
  day: string;
  amount: number;
}

/** Totals per day from the entry sums and the player counts; days outside `days` are left out. */
export function totalsByDay(
  days: readonly string[],
  entries: readonly EntrySum[],
  counts: Partial<Record<CountFigure, ReadonlyArray<{ day: string; count: number }>>>,
): Map<string, DayTotals> {
  const totals = new Map(days.map((day) => [day, zeroTotals()]));
  for (const entry of entries) {
    const target = totals.get(entry.day);
    const counted = figureOfEntry(entry.role, entry.kind);
    if (target && counted) target[counted.figure] += counted.sign * entry.amount;
  }
  for (const [figure, rows] of Object.entries(counts) as Array<[CountFigure, Array<{ day: string; count: number }>]>)
    for (const row of rows) {
      const target = totals.get(row.day);
      if (target) target[figure] += row.count;
    }
  return totals;
}

/** One day's figures as the API answers them: money as USDT text, GGR = stake − payout; zero without totals. */
export function formatFigures(total: DayTotals = zeroTotals()): DashboardFigures {
  const money = (amount: number) => formatUsdt(microUsdt(amount));
  return {
    deposits: money(total.deposits),
    withdrawals: money(total.withdrawals),
    stake: money(total.stake),
    payout: money(total.payout),
    ggr: money(total.stake - total.payout),
    bonuses: money(total.bonuses),
    commission: money(total.commission),
    new_players: total.new_players,
    active_players: total.active_players,
  };
}

/** The day rows of the answer: every day of `days`, zero-filled where `totals` has none. */
export function dashboardRows(days: readonly string[], totals: ReadonlyMap<string, DayTotals>): DashboardDay[] {
  return days.map((day) => ({ day, ...formatFigures(totals.get(day)) }));
}
