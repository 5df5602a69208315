/**
 * Operator routes of risk control: a player's associated accounts (超级管理员, 财务, and 客服 to read),
 * the 风控 screen's clusters and the blacklists (超级管理员, 财务; changes audited).
 */
import {
  adminPlayerIdParamsSchema,
  associationsResultSchema,
  blacklistAddSchema,
  blacklistIdParamsSchema,
  blacklistResultSchema,
  clustersQuerySchema,
  clustersResultSchema,
  type OperatorRole,
  riskAdminPaths,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { playerAssociations, riskClusters } from './associations';
import { addBlacklistEntry, listBlacklist, removeBlacklistEntry } from './blacklist';

const operator = { tag: 'admin', audience: 'operator' as const };
/** Who reads a player's associations: money and customer service (the player page's panel). */
const ASSOCIATION_READERS: readonly OperatorRole[] = ['super_admin', 'finance', 'support'];

export function riskAdminRoutes(): RouteDefinition[] {
  const { blacklist } = riskAdminPaths;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${riskAdminPaths.players}/:id/associations`,
      roles: ASSOCIATION_READERS,
      summary: '关联账户：与该玩家共用IP、设备、提现地址或充值来源地址的其他玩家',
      input: adminPlayerIdParamsSchema,
      result: associationsResultSchema,
      handle: ({ input, context }) => playerAssociations(context, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: riskAdminPaths.clusters,
      roles: ROLES.finance,
      summary: '风控关联群组：期间内（北京时间，默认近30天）共用IP、设备或提现地址的玩家群组，人数多的在前',
      input: clustersQuerySchema,
      result: clustersResultSchema,
      handle: ({ input, context }) => riskClusters(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: blacklist,
      roles: ROLES.finance,
      summary: '黑名单（IP/网段、设备、提现地址），新的在前',
      result: blacklistResultSchema,
      handle: ({ context }) => listBlacklist(context),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: blacklist,
      roles: ROLES.finance,
      summary: '加入黑名单（审计）：IP或CIDR网段、设备号、TRON提现地址，须填原因',
      input: blacklistAddSchema,
      result: blacklistResultSchema,
      handle: ({ input, subject, context }) => addBlacklistEntry(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${blacklist}/:id/remove`,
      roles: ROLES.finance,
      summary: '移出黑名单（审计）',
      input: blacklistIdParamsSchema,
      result: blacklistResultSchema,
      handle: ({ input, subject, context }) => removeBlacklistEntry(context, subject.id, input.id),
    }),
  ];
}
