/** Operator routes of a player's partial locks: read by every role (客服 included), set and lifted by 财务 (audited). */
import {
  adminPlayerRestrictionsSchema,
  playerRestrictionRequestSchema,
  playerRestrictionsQuerySchema,
  riskLockPaths,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { changeRestriction, playerRestrictions } from './restrictions';

const operator = { tag: 'admin', audience: 'operator' as const };

export function playerRestrictionAdminRoutes(): RouteDefinition[] {
  const path = riskLockPaths.playerRestrictions(':id');
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path,
      roles: ROLES.anyOperator,
      summary: '玩家账户限制：禁止提现、禁止投注、禁止领取优惠中生效的项（原因、设置人、时间）',
      input: playerRestrictionsQuerySchema,
      result: adminPlayerRestrictionsSchema,
      handle: ({ input, context }) => playerRestrictions(context, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path,
      roles: ROLES.finance,
      summary: '设置或解除玩家账户限制（enabled=true 设置，false 解除；须填原因；记入审计）',
      input: playerRestrictionRequestSchema,
      result: adminPlayerRestrictionsSchema,
      handle: ({ input, subject, context }) => changeRestriction(context, subject.id, input),
    }),
  ];
}
