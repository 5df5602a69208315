/** Routes of the player's own data. */
import {
  apiPaths,
  balanceResultSchema,
  inviteUrlsResultSchema,
  inviteVisitRequestSchema,
  inviteVisitResultSchema,
  userInfoResultSchema,
} from 'shared-contracts';
import type { AppConfig } from '../../config';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { inviteUrls, inviteVisit, refreshBalance, userInfo } from './service';

export function accountRoutes(config: AppConfig): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPaths.userInfo,
      tag: 'account',
      audience: 'player',
      summary: '用户信息（余额为6位小数的USDT文本）',
      result: userInfoResultSchema,
      handle: ({ subject, context }) => userInfo(context, subject.id),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.balanceRefresh,
      tag: 'account',
      audience: 'player',
      summary: '刷新余额',
      result: balanceResultSchema,
      handle: ({ subject, context }) => refreshBalance(context, subject.id),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.inviteUrls,
      tag: 'account',
      audience: 'player',
      summary: '邀请链接（网页与聊天机器人）',
      result: inviteUrlsResultSchema,
      handle: ({ subject, context }) => inviteUrls(context, subject.id),
    }),
    defineRoute({
      method: 'POST',
      path: apiPaths.inviteVisit,
      tag: 'account',
      audience: 'public',
      summary: '带邀请码访问（校验邀请码）',
      rateLimit: config.rateLimits.inviteVisit,
      input: inviteVisitRequestSchema,
      result: inviteVisitResultSchema,
      handle: ({ input, context }) => inviteVisit(context, input.code),
    }),
  ];
}
