/** Operator routes of the claim's setting: the least a claim may take (the programme's settings row). */
import { apiPaths, commissionSettingsInputSchema, commissionSettingsResultSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { changeCommissionSettings, commissionSettingsView } from './settings-admin';

/** The operator calls (the write audited); player tokens get 403 like every operator route. */
export function claimSettingsAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.commissionSettings,
      roles: ROLES.staff,
      summary: '佣金设置（最低领取金额）',
      result: commissionSettingsResultSchema,
      handle: ({ context }) => commissionSettingsView(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: apiPaths.admin.commissionSettings,
      roles: ROLES.operations,
      summary: '修改佣金设置（最低领取金额须大于0）',
      input: commissionSettingsInputSchema,
      result: commissionSettingsResultSchema,
      handle: ({ input, subject, context }) => changeCommissionSettings(context, subject.id, input),
    }),
  ];
}
