/** Operator routes of the money controls (issue 43): the two-person rule's thresholds and revoking a promotion claim's bonus. */
import {
  apiPaths,
  adminPlayerIdParamsSchema,
  claimRevocationSchema,
  claimRevocationsResultSchema,
  claimRevokeSchema,
  moneyControlsInputSchema,
  moneyControlsResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { listClaimRevocations, revokeClaim } from './claim-revoke';
import { changeMoneyControls, moneyControls } from './money-controls';
import { ofPlayer } from './players';

const operator = { tag: 'admin', audience: 'operator' as const };

export function moneyControlRoutes(): RouteDefinition[] {
  const { players, moneyControls: path } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path,
      roles: ROLES.finance,
      summary: '资金设置：单笔免审金额、每日免审额度（每名操作员、每名玩家）、未匹配到账分配审核门槛',
      result: moneyControlsResultSchema,
      handle: ({ context }) => moneyControls(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path,
      roles: ROLES.superAdmin,
      summary: '修改资金设置（记入审计）',
      input: moneyControlsInputSchema,
      result: moneyControlsResultSchema,
      handle: ({ input, subject, context }) => changeMoneyControls(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${players}/:id/claim-revocations`,
      roles: ROLES.anyOperator,
      summary: '玩家被撤销的活动奖励',
      input: adminPlayerIdParamsSchema,
      result: claimRevocationsResultSchema,
      handle: ({ input, context }) => ofPlayer(context, input.id, () => listClaimRevocations(context, input.id)),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${players}/:id/promotion-claims/:claim_id/revoke`,
      roles: ROLES.finance,
      summary: '撤销误发的活动奖励（扣回奖励金额，最多扣至余额为0；移除其流水要求；每笔只能撤销一次；记入审计）',
      input: claimRevokeSchema,
      result: claimRevocationSchema,
      handle: ({ input, subject, context }) => revokeClaim(context, subject.id, input),
    }),
  ];
}
