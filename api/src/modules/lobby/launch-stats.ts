/** Game launch statistics for operators: launches per 北京时间 day and the most launched games, with distinct players. */
import { LAUNCH_STATS_TOP_GAMES, type LaunchStats } from 'shared-contracts';
import type { AppContext } from '../../context';
import { shanghaiMidnightUtc } from '../../shanghai-time';
import {
  countLaunches,
  countLaunchesByDay,
  selectGameNames,
  selectPlatformRows,
  selectTopLaunchedGames,
} from './admin-store';

const DAY_MS = 86_400_000;

/**
 * Every day from `from` to `to` (both included), oldest first, with the counts of `counted` or zeros.
 * @example zeroFillDays('2026-01-01', '2026-01-02', [{ day: '2026-01-02', launches: 3, players: 2 }])
 *   // [{ day: '2026-01-01', launches: 0, players: 0 }, { day: '2026-01-02', launches: 3, players: 2 }]
 */
export function zeroFillDays(
  from: string,
  to: string,
  counted: ReadonlyArray<{ day: string; launches: number; players: number }>,
) {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const days = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    const row = byDay.get(day);
    days.push({ day, launches: row?.launches ?? 0, players: row?.players ?? 0 });
  }
  return days;
}

/** GET /api/admin/launch-stats: the range's days (zero-filled), totals and top games. */
export async function launchStats(context: AppContext, query: { from: string; to: string }): Promise<LaunchStats> {
  const range = {
    from: shanghaiMidnightUtc(query.from).toISOString(),
    to: new Date(shanghaiMidnightUtc(query.to).getTime() + DAY_MS).toISOString(),
  };
  const { db, dialect } = context;
  const [total, perDay, top, platforms] = await Promise.all([
    countLaunches(db, range),
    countLaunchesByDay(db, dialect, range),
    selectTopLaunchedGames(db, range, LAUNCH_STATS_TOP_GAMES),
    selectPlatformRows(db),
  ]);
  const names = await selectGameNames(db, top);
  const nameOf = (provider: string, code: string) =>
    names.find((game) => game.provider === provider && game.game_code === code)?.game_name ?? null;
  const providerName = (code: string) => platforms.find((platform) => platform.code === code)?.name ?? null;
  return {
    from: query.from,
    to: query.to,
    total,
    days: zeroFillDays(query.from, query.to, perDay),
    top_games: top.map((game) => ({
      ...game,
      provider_name: providerName(game.provider),
      game_name: nameOf(game.provider, game.game_code),
    })),
  };
}
