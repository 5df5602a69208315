/** Operator routes of promotions (writes audited): the 13 types and their versions, and the claims report. */
import {
  apiPaths,
  promotionAdminSchema,
  promotionClaimsQuerySchema,
  promotionClaimsResultSchema,
  promotionInputSchema,
  promotionsAdminResultSchema,
  promotionVersionsRequestSchema,
  promotionVersionsResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { savePromotion } from './admin';
import { listPromotionClaims } from './admin-claims';
import { listPromotionsAdmin, listPromotionVersions } from './admin-view';
import { ROLES } from '../../../operator-roles';

/** A cover of 300 kB is about 400 kB as a data URL, with rules in Chinese beside it. */
const PROMOTION_BODY_BYTES = 640 * 1024;

/** The operator calls; player tokens get 403 like every operator route. */
export function activityAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { promotions, promotionClaims } = apiPaths.admin;
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
  ];
}
