/** Operator routes of the rate template: its versions, a new one from tomorrow on, cancelling one not yet begun. */
import {
  apiPaths,
  commissionTemplateCancelSchema,
  commissionTemplateInputSchema,
  commissionTemplatesResultSchema,
  commissionTemplateVersionSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { createTemplateVersion, listTemplateVersions } from './templates-admin';
import { cancelTemplateVersion } from './templates-cancel';

/** The operator calls (writes audited); player tokens get 403 like every operator route. */
export function templateAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.commissionTemplates,
      roles: ROLES.staff,
      summary: '返佣模板的全部版本（最晚生效的在前）及今天生效的版本',
      result: commissionTemplatesResultSchema,
      handle: ({ context }) => listTemplateVersions(context),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.commissionTemplates,
      roles: ROLES.operations,
      summary: '新增返佣模板版本（明天或之后生效，北京时间）',
      input: commissionTemplateInputSchema,
      result: commissionTemplateVersionSchema,
      handle: ({ input, subject, context }) => createTemplateVersion(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${apiPaths.admin.commissionTemplates}/:id/cancel`,
      roles: ROLES.operations,
      summary: '取消尚未生效的返佣模板版本（生效日尚未开始，北京时间）',
      input: commissionTemplateCancelSchema,
      result: commissionTemplateVersionSchema,
      handle: ({ input, subject, context }) => cancelTemplateVersion(context, subject.id, input.id),
    }),
  ];
}
