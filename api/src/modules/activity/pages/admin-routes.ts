/** Operator routes of the activity remote's pages (writes audited): /community's links, /customDetail's pages. */
import {
  apiPaths,
  communityLinksInputSchema,
  communityLinksResultSchema,
  customPageAdminSchema,
  customPageInputSchema,
  customPagesAdminResultSchema,
  customPageUpdateSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { changeCommunityLinks, communityLinksView } from './community';
import { createCustomPage, listCustomPagesAdmin, updateCustomPage } from './custom-pages';
import { ROLES } from '../../../operator-roles';

/** 50,000 characters of Chinese HTML are up to 150 kB of UTF-8, more when escaped in JSON. */
const PAGE_BODY_BYTES = 384 * 1024;

/** The operator calls; player tokens get 403 like every operator route. */
export function activityPageAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { communityLinks, customPages } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: communityLinks,
      roles: ROLES.staff,
      summary: '玩家社区链接',
      result: communityLinksResultSchema,
      handle: ({ context }) => communityLinksView(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: communityLinks,
      roles: ROLES.operations,
      summary: '修改玩家社区链接（最多20个，仅 http(s)）',
      input: communityLinksInputSchema,
      result: communityLinksResultSchema,
      handle: ({ input, subject, context }) => changeCommunityLinks(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: customPages,
      roles: ROLES.staff,
      summary: '特殊活动页面（新的在前）',
      result: customPagesAdminResultSchema,
      handle: ({ context }) => listCustomPagesAdmin(context),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: customPages,
      roles: ROLES.operations,
      summary: '新增特殊活动页面',
      input: customPageInputSchema,
      result: customPageAdminSchema,
      bodyLimitBytes: PAGE_BODY_BYTES,
      handle: ({ input, subject, context }) => createCustomPage(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${customPages}/:id`,
      roles: ROLES.operations,
      summary: '修改特殊活动页面',
      input: customPageUpdateSchema,
      result: customPageAdminSchema,
      bodyLimitBytes: PAGE_BODY_BYTES,
      handle: ({ input, subject, context }) => updateCustomPage(context, subject.id, input),
    }),
  ];
}
