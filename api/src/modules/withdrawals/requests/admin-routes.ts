/**
 * Operator routes of withdrawal requests: customer service applying on behalf of a player on a break
 * (withdraw-on-behalf.ts), and the player's bound addresses to choose from.
 */
import {
  addressListResultSchema,
  adminPlayerIdParamsSchema,
  apiPaths,
  withdrawalSchema,
  withdrawOnBehalfRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { onBehalfAddresses } from './on-behalf-addresses';
import { withdrawOnBehalf } from './withdraw-on-behalf';

/** A withdrawal on behalf of a player on a break, under the player's protection path of the console. */
export function withdrawOnBehalfRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const base = `${apiPaths.admin.players}/:id/protection`;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${base}/addresses`,
      roles: ROLES.finance,
      summary: '玩家已绑定的提现地址（代玩家申请提现时选择）',
      input: adminPlayerIdParamsSchema,
      result: addressListResultSchema,
      handle: ({ input, context }) => onBehalfAddresses(context, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${base}/withdraw`,
      roles: ROLES.finance,
      summary:
        '代冷静期或自我排除中的玩家申请提现（客服核实身份后；提现到玩家已绑定的地址，限额、手续费、冻结与审核同玩家自行申请，免流水要求；同一request_id重复提交返回首次结果；记入审计）',
      input: withdrawOnBehalfRequestSchema.extend(adminPlayerIdParamsSchema.shape),
      result: withdrawalSchema,
      handle: ({ input, subject, context }) => {
        const { id, ...request } = input;
        return withdrawOnBehalf(context, subject.id, id, request);
      },
    }),
  ];
}
