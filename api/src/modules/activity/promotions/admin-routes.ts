/** Operator routes of activities (writes audited): promotions and their versions, the claims report, community links, special pages. */
import {
  apiPaths,
  communityLinksInputSchema,
  communityLinksResultSchema,
  customPageAdminSchema,
  customPageInputSchema,
  customPagesAdminResultSchema,
  customPageUpdateSchema,
  promotionAdminSchema,
  promotionClaimsQuerySchema,
  promotionClaimsResultSchema,
  promotionInputSchema,
  promotionsAdminResultSchema,
  promotionVersionsRequestSchema,
  promotionVersionsResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { changeCommunityLinks, communityLinksView } from './community';
import { createCustomPage, listCustomPagesAdmin, updateCustomPage } from './pages';
import { savePromotion } from './promotions-admin';
import { listPromotionClaims } from './promotions-admin-claims';
import { listPromotionsAdmin, listPromotionVersions } from './promotions-admin-view';
import { ROLES } from '../../operator-roles';

/** A cover of 300 kB is about 400 kB as a data URL, with rules in Chinese beside it. */
const PROMOTION_BODY_BYTES = 640 * 1024;
/** 50,000 characters of Chinese HTML are up to 150 kB of UTF-8, more when escaped in JSON. */
const PAGE_BODY_BYTES = 384 * 1024;

/** The operator calls; player tokens get 403 like every operator route. */
export function activityAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { promotions, promotionClaims, communityLinks, customPages } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: promotions,
      roles: ROLES.staff,
      summary: '活动列表（1-13 类型，含参数、版本与领取统计）',
      result: promotionsAdminResultSchema,
      handle: ({ context }) => listPromotionsAdmin(context),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${promotions}/:type/versions`,
      roles: ROLES.staff,
      summary: '活动的历史版本（新的在前）',
      input: promotionVersionsRequestSchema,
      result: promotionVersionsResultSchema,
      handle: ({ input, context }) => listPromotionVersions(context, input.type),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${promotions}/:type`,
      roles: ROLES.operations,
      summary: '保存活动（新版本；首次保存即创建）',
      input: promotionInputSchema,
      result: promotionAdminSchema,
      bodyLimitBytes: PROMOTION_BODY_BYTES,
      handle: ({ input, subject, context }) => savePromotion(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: promotionClaims,
      roles: ROLES.staff,
      summary: '活动与反水领取记录（分页，按类型、玩家、日期筛选，含合计）',
      input: promotionClaimsQuerySchema,
      result: promotionClaimsResultSchema,
      handle: ({ input, context }) => listPromotionClaims(context, input),
    }),
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
