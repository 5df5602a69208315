/** Operator routes of the agent programme: rate template versions, the claim minimum, settlement runs, an agent's tree. */
import {
  agentTreeQuerySchema,
  agentTreeResultSchema,
  apiPaths,
  commissionDaysQuerySchema,
  commissionDaysResultSchema,
  commissionSettingsInputSchema,
  commissionSettingsResultSchema,
  commissionTemplateInputSchema,
  commissionTemplatesResultSchema,
  commissionTemplateVersionSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { listCommissionDays } from './days-admin';
import { changeCommissionSettings, commissionSettingsView } from './settings-admin';
import { createTemplateVersion, listTemplateVersions } from './templates-admin';
import { agentTree } from './tree-admin';
import { ROLES } from '../../operator-roles';

/** The operator calls (writes audited); player tokens get 403 like every operator route. */
export function agentAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { commissionTemplates, commissionSettings, commissionDays, agents } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: commissionTemplates,
      roles: ROLES.staff,
      summary: '返佣模板的全部版本（最晚生效的在前）及今天生效的版本',
      result: commissionTemplatesResultSchema,
      handle: ({ context }) => listTemplateVersions(context),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: commissionTemplates,
      roles: ROLES.operations,
      summary: '新增返佣模板版本（明天或之后生效，北京时间）',
      input: commissionTemplateInputSchema,
      result: commissionTemplateVersionSchema,
      handle: ({ input, subject, context }) => createTemplateVersion(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: commissionSettings,
      roles: ROLES.staff,
      summary: '佣金设置（最低领取金额）',
      result: commissionSettingsResultSchema,
      handle: ({ context }) => commissionSettingsView(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: commissionSettings,
      roles: ROLES.operations,
      summary: '修改佣金设置（最低领取金额须大于0）',
      input: commissionSettingsInputSchema,
      result: commissionSettingsResultSchema,
      handle: ({ input, subject, context }) => changeCommissionSettings(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: commissionDays,
      roles: ROLES.staff,
      summary: '佣金结算记录（按日，新的在前，含已领取金额）',
      input: commissionDaysQuerySchema,
      result: commissionDaysResultSchema,
      handle: ({ input, context }) => listCommissionDays(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${agents}/:id/tree`,
      roles: ROLES.anyOperator,
      summary: '代理的上级链与直属成员（分页，新的在前）',
      input: agentTreeQuerySchema,
      result: agentTreeResultSchema,
      handle: ({ input, context }) => agentTree(context, input),
    }),
  ];
}
