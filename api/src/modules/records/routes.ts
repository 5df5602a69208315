/** Routes of the bet records and reports: 我的, 投注记录汇总, 投注详情 and one round, 输赢报表. */
import {
  apiPaths,
  betDetailRequestSchema,
  betDetailResultSchema,
  betRecordsRequestSchema,
  betRecordsResultSchema,
  betRoundRequestSchema,
  betRoundResultSchema,
  platformInfoResultSchema,
  winLossReportRequestSchema,
  winLossReportResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { betDetail, betRound } from './bet-detail';
import { platformInfo } from './info';
import { betRecords, winLossReport } from './reports';

export function recordRoutes(): RouteDefinition[] {
  const player = { tag: 'records', audience: 'player' as const, method: 'POST' as const };
  return [
    defineRoute({
      ...player,
      path: apiPaths.records.platformInfo,
      summary: '我的：玩家、余额、今日已结算注单合计、审核中的充提笔数',
      result: platformInfoResultSchema,
      handle: ({ subject, context }) => platformInfo(context, subject.id),
    }),
    defineRoute({
      ...player,
      path: apiPaths.records.betRecords,
      summary: '投注记录汇总：期间内按游戏类型与厂商的已结算注单数、有效投注、派彩、输赢（北京时间日期）',
      input: betRecordsRequestSchema,
      result: betRecordsResultSchema,
      handle: ({ input, subject, context }) => betRecords(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      path: apiPaths.records.betDetail,
      summary: '投注详情：期间内的注单（新的在前，可按游戏类型、厂商筛选，游标翻页）',
      input: betDetailRequestSchema,
      result: betDetailResultSchema,
      handle: ({ input, subject, context }) => betDetail(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      path: apiPaths.records.betRound,
      summary: '单个注单：厂商的投注、派彩、退回调用及其账变',
      input: betRoundRequestSchema,
      result: betRoundResultSchema,
      handle: ({ input, subject, context }) => betRound(context, subject.id, input.id),
    }),
    defineRoute({
      ...player,
      path: apiPaths.records.winLossReport,
      summary: '输赢报表：期间每日（含无数据的日期）的投注、派彩、福利、反水与净输赢及合计',
      input: winLossReportRequestSchema,
      result: winLossReportResultSchema,
      handle: ({ input, subject, context }) => winLossReport(context, subject.id, input),
    }),
  ];
}
