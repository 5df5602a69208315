/** Routes of the player's ledger records: 交易记录 and 福利 / 反水记录. */
import {
  apiPaths,
  billChangeRequestSchema,
  billChangeResultSchema,
  bonusesRequestSchema,
  bonusesResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { billChanges, bonusRecords } from './service';

export function billRoutes(): RouteDefinition[] {
  const player = { tag: 'records', audience: 'player' as const };
  return [
    defineRoute({
      ...player,
      method: 'POST',
      path: apiPaths.records.billChange,
      summary: '交易记录：钱包的每笔账变（新的在前，北京时间日期，游标翻页，可按类型筛选）',
      input: billChangeRequestSchema,
      result: billChangeResultSchema,
      handle: ({ input, subject, context }) => billChanges(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      path: apiPaths.records.bonuses,
      summary: '福利记录（type=bonus）与反水记录（type=rebate）：明细与期间合计，游标翻页',
      input: bonusesRequestSchema,
      result: bonusesResultSchema,
      handle: ({ input, subject, context }) => bonusRecords(context, subject.id, input),
    }),
  ];
}
