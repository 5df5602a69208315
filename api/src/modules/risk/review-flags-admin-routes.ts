/** Operator routes of the withdrawal review flags' thresholds (财务, like the withdrawal rules; changes audited). */
import { riskLockPaths, withdrawalRiskFlagSettingsSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { changeWithdrawalRiskFlagSettings, withdrawalRiskFlagSettings } from './review-flags';

const operator = { tag: 'admin', audience: 'operator' as const };

export function reviewFlagAdminRoutes(): RouteDefinition[] {
  const path = riskLockPaths.withdrawalRiskFlags;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path,
      roles: ROLES.finance,
      summary: '提现风险标记设置：各标记是否启用及其阈值',
      result: withdrawalRiskFlagSettingsSchema,
      handle: ({ context }) => withdrawalRiskFlagSettings(context.db),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path,
      roles: ROLES.finance,
      summary: '修改提现风险标记设置（全部项一次提交；记入审计）',
      input: withdrawalRiskFlagSettingsSchema,
      result: withdrawalRiskFlagSettingsSchema,
      handle: ({ input, subject, context }) => changeWithdrawalRiskFlagSettings(context, subject.id, input),
    }),
  ];
}
