/** The player's rebate call (反水 on /benefit); the claim goes through task/receive {task:'rebate'} (the claim core). */
import { apiPaths, rebateInfoResultSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { rebateInfo } from './info';

export function rebateRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'activity',
      audience: 'player',
      method: 'GET',
      path: apiPaths.activity.rebate,
      summary: '反水：VIP等级与各类返水比例、待领取的已结算日（最新30天）及合计、今日有效投注与预估反水',
      result: rebateInfoResultSchema,
      handle: ({ subject, context }) => rebateInfo(context, subject.id),
    }),
  ];
}
