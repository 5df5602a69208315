/**
 * The record calls the bench times: one row per call and variant (period, filter, page depth).
 * A call the API does not serve yet answers 404 and is reported "not built yet", not measured;
 * a route that lands later is measured without a change here.
 */
import { apiPaths } from 'shared-contracts';

/** What a case needs to know of the player it calls for. */
export interface PlayerFacts {
  id: number;
  /** The category and provider the player staked most on (the 投注详情 filter a tap on 投注记录汇总 sends). */
  topGameType: number;
  topProvider: string;
  /** Round row ids of the player: the newest and one from weeks ago. */
  newestRound: number;
  olderRound: number;
}

export interface CallCase {
  name: string;
  path: string;
  body(player: PlayerFacts): Record<string, unknown>;
  /** Pages to walk by `next_cursor` before the timed call (the timed call is page deep + 1). */
  deep?: number;
}

const { records } = apiPaths;
const periods = ['today', '7d', '30d'] as const;
const DEEP = 50;

export const CALL_CASES: readonly CallCase[] = [
  { name: 'info', path: records.platformInfo, body: () => ({}) },
  ...periods.map((period) => ({ name: `bet-records ${period}`, path: records.betRecords, body: () => ({ period }) })),
  ...periods.map((period) => ({
    name: `win-loss-report ${period}`,
    path: records.winLossReport,
    body: () => ({ period }),
  })),
  ...periods.map((period) => ({ name: `bet-detail ${period}`, path: records.betDetail, body: () => ({ period }) })),
  {
    name: 'bet-detail 30d category+provider',
    path: records.betDetail,
    body: (player) => ({ period: '30d', game_type_id: player.topGameType, provider: player.topProvider }),
  },
  {
    name: 'bet-detail 30d category',
    path: records.betDetail,
    body: (player) => ({ period: '30d', game_type_id: player.topGameType }),
  },
  {
    name: 'bet-detail 30d provider',
    path: records.betDetail,
    body: (player) => ({ period: '30d', provider: player.topProvider }),
  },
  { name: `bet-detail 30d page ${DEEP + 1}`, path: records.betDetail, body: () => ({ period: '30d' }), deep: DEEP },
  {
    name: `bet-detail 30d category+provider page ${DEEP + 1}`,
    path: records.betDetail,
    body: (player) => ({ period: '30d', game_type_id: player.topGameType, provider: player.topProvider }),
    deep: DEEP,
  },
  { name: 'bet-detail/round newest', path: records.betRound, body: (player) => ({ id: player.newestRound }) },
  { name: 'bet-detail/round older', path: records.betRound, body: (player) => ({ id: player.olderRound }) },
  ...periods.map((period) => ({ name: `bill-change ${period}`, path: records.billChange, body: () => ({ period }) })),
  { name: 'bill-change 30d size 100', path: records.billChange, body: () => ({ period: '30d', size: 100 }) },
  { name: 'bill-change 30d kind=win', path: records.billChange, body: () => ({ period: '30d', kind: 'win' }) },
  { name: 'bill-change 30d kind=deposit', path: records.billChange, body: () => ({ period: '30d', kind: 'deposit' }) },
  { name: `bill-change 30d page ${DEEP + 1}`, path: records.billChange, body: () => ({ period: '30d' }), deep: DEEP },
  {
    name: `bill-change 30d kind=bet page ${DEEP + 1}`,
    path: records.billChange,
    body: () => ({ period: '30d', kind: 'bet' }),
    deep: DEEP,
  },
  { name: 'bonuses bonus 30d', path: records.bonuses, body: () => ({ period: '30d', type: 'bonus' }) },
  ...periods.map((period) => ({
    name: `bonuses rebate ${period}`,
    path: records.bonuses,
    body: () => ({ period, type: 'rebate' }),
  })),
  { name: 'inout-records all time', path: records.inoutRecords, body: () => ({}) },
  { name: 'inout-records 30d', path: records.inoutRecords, body: () => ({ period: '30d' }) },
  {
    name: 'inout-records 30d withdrawals',
    path: records.inoutRecords,
    body: () => ({ period: '30d', type: 2 }),
  },
  { name: 'inout-records all time page 3', path: records.inoutRecords, body: () => ({ size: 10 }), deep: 2 },
];
