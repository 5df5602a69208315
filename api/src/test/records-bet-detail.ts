/**
 * Helpers of the 投注详情 suites: the stopped clock's instant, open rounds written straight into
 * game_rounds (the paging suites need hundreds), and the list a player must see, recomputed from
 * game_rounds.
 */
import { microUsdt } from 'shared-contracts';
import { formatShanghaiTime } from '../shanghai-time';
import type { TestApp } from './harness';
import { USDT } from './records-rounds';

export const BET_DETAIL_NOW = '2026-03-10T04:00:00.000Z';
const LAST_7_DAYS = { fromUtc: '2026-03-03T16:00:00.000Z', toUtc: '2026-03-10T16:00:00.000Z' };
const GAME_NAMES: Record<string, string> = { demo_fruit_slot: '水果拉霸', pg_fish: '捕鱼达人' };
export const minutesAgo = (minutes: number) => new Date(Date.parse(BET_DETAIL_NOW) - minutes * 60_000).toISOString();

/** A listed round without its provider's display name (which the recomputation does not know). */
export const core = ({ provider_name: _name, ...row }: Record<string, unknown>) => row;

/** An open round straight into game_rounds (the paging suites need hundreds; the others play real calls). */
export async function insertRound(
  testApp: TestApp,
  playerId: number,
  at: string,
  more: { provider?: string; gameTypeId?: number } = {},
) {
  const provider = more.provider ?? 'demo';
  await testApp.context.db
    .insertInto('game_rounds')
    .values({
      provider,
      round_id: `r-${Math.random().toString(36).slice(2)}`,
      player_id: playerId,
      game_code: provider === 'demo' ? 'demo_fruit_slot' : 'pg_fish',
      game_type_id: more.gameTypeId ?? (provider === 'demo' ? 5 : 3),
      // Nothing staked: no wallet call stands behind it, so the ledger invariants still hold.
      stake: microUsdt(0),
      payout: microUsdt(0),
      status: 'open',
      opened_at: at,
    })
    .execute();
}

/** The player's rounds of the last 7 days as the list must show them, recomputed from game_rounds. */
export async function expectedRounds(
  testApp: TestApp,
  playerId: number,
  filter: { game_type_id?: number; provider?: string } = {},
) {
  let query = testApp.context.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('opened_at', '>=', LAST_7_DAYS.fromUtc)
    .where('opened_at', '<', LAST_7_DAYS.toUtc);
  if (filter.game_type_id !== undefined) query = query.where('game_type_id', '=', filter.game_type_id);
  if (filter.provider !== undefined) query = query.where('provider', '=', filter.provider);
  const rows = await query.execute();
  rows.sort((a, b) => (a.opened_at === b.opened_at ? b.id - a.id : a.opened_at < b.opened_at ? 1 : -1));
  return rows.map((row) => ({
    id: row.id,
    round_id: row.round_id,
    provider: row.provider,
    game_type_id: row.game_type_id,
    game_code: row.game_code,
    game_name: GAME_NAMES[row.game_code] ?? row.game_code,
    stake: (Number(row.stake) / USDT).toFixed(6),
    payout: (Number(row.payout) / USDT).toFixed(6),
    win_loss: ((row.status === 'settled' ? Number(row.payout) - Number(row.stake) : 0) / USDT).toFixed(6),
    status: row.status,
    opened_at: formatShanghaiTime(row.opened_at),
    settled_at: row.settled_at && formatShanghaiTime(row.settled_at),
  }));
}
