/**
 * Operator calls of activities (issue 16; audited writes): the 13 promotions and their versions,
 * the claims report, /community's links and /customDetail's pages. Amounts are 6-place USDT text.
 * A promotion's period is typed as ISO or Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' and answered as the latter.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { PROMOTION_GROUPS, PROMOTION_TYPE_MAX, PROMOTION_TYPE_MIN, promotionParamsSchema } from './activity-params';
import { adminPageField, adminSizeField, idField, requiredText } from './fields';
import { apiMessages } from './messages';
import { communityLinkSchema } from './red-packets';

/** A cover picture: at most this many bytes once decoded (a data URL), 300 kB. */
export const PROMOTION_COVER_MAX_BYTES = 300 * 1024;
export const PROMOTION_RULES_MAX_CHARS = 20_000;
export const COMMUNITY_LINKS_MAX = 20;
export const CUSTOM_PAGE_HTML_MAX_CHARS = 50_000;

const DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/i;

/**
 * Whether `cover` is a picture a page may show: an https address, or a base64 data URL of an image
 * of at most 300 kB. Anything else (javascript:, http:, other data) is refused.
 * @example isPromotionCover('https://cdn.example.com/a.png') // true
 */
export function isPromotionCover(cover: string): boolean {
  if (HTTPS_URL.test(cover)) return cover.length <= 2_000;
  const match = DATA_URL.exec(cover);
  if (!match) return false;
  const base64 = match[2] as string;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return base64.length % 4 === 0 && (base64.length / 4) * 3 - padding <= PROMOTION_COVER_MAX_BYTES;
}

const promotionTypeField = z.coerce
  .number({ error: apiMessages.activityNotFound })
  .int(apiMessages.activityNotFound)
  .min(PROMOTION_TYPE_MIN, apiMessages.activityNotFound)
  .max(PROMOTION_TYPE_MAX, apiMessages.activityNotFound);

/** ISO ('2026-11-26T00:00:00Z', '…+08:00') or Asia/Shanghai wall time ('2026-11-26 00:00:00'); the day must exist. */
const PROMOTION_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const promotionTimeField = (pattern: RegExp) =>
  z
    .string({ error: apiMessages.activityPeriodInvalid })
    .trim()
    .max(40, apiMessages.activityPeriodInvalid)
    .regex(pattern, apiMessages.activityPeriodInvalid);

const statusField = z.enum(['on', 'off'], { error: apiMessages.badField });

/**
 * PUT /api/admin/promotions/:type: saves a new version (the first PUT of a type creates it).
 * `params` is a PromotionParams (promotionParamsSchema) of the type's kind (RULE_KIND_OF_TYPE),
 * checked by the server with its cross-field rules (refused with activityParamsInvalid).
 */
export const promotionInputSchema = z.object({
  type: promotionTypeField,
  title: requiredText(apiMessages.missingFields, 60),
  summary: z.string({ error: apiMessages.badField }).trim().max(120, apiMessages.tooLong).default(''),
  group: z.enum(PROMOTION_GROUPS, { error: apiMessages.badField }),
  cover: z
    .string({ error: apiMessages.activityCoverInvalid })
    .trim()
    .max(450_000, apiMessages.activityCoverInvalid)
    .refine(isPromotionCover, apiMessages.activityCoverInvalid),
  /** Stored as given; the screens sanitize it. */
  rules_html: z
    .string({ error: apiMessages.badField })
    .max(PROMOTION_RULES_MAX_CHARS, apiMessages.activityRulesTooLong)
    .default(''),
  starts_at: promotionTimeField(PROMOTION_TIME),
  /** Null, empty or absent: no end. */
  ends_at: promotionTimeField(new RegExp(`^$|${PROMOTION_TIME.source}`))
    .nullable()
    .optional(),
  status: statusField,
  sort: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(-1_000_000, apiMessages.badField)
    .max(1_000_000, apiMessages.badField)
    .default(0),
  params: z.unknown(),
});
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** A promotion as an operator sees it; starts_at / ends_at as Asia/Shanghai wall times. */
export const promotionAdminSchema = z.object({
  id: z.number().int(),
  activity_type: z.number().int(),
  title: z.string(),
  summary: z.string(),
  group: z.enum(PROMOTION_GROUPS),
  cover: z.string(),
  rules_html: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  status: z.enum(['on', 'off']),
  sort: z.number().int(),
  version: z.number().int(),
  params: promotionParamsSchema,
  updated_at: z.string(),
});
export type PromotionAdmin = z.infer<typeof promotionAdminSchema>;

/** GET /api/admin/promotions: the 13 types in order, each with its promotion (null until first saved) and its claims. */
export const promotionsAdminResultSchema = z.object({
  list: z.array(
    z.object({
      activity_type: z.number().int(),
      kind: z.string(),
      promotion: promotionAdminSchema.nullable(),
      claim_count: z.number().int(),
      claim_total: usdtText,
    }),
  ),
});

/** GET /api/admin/promotions/:type/versions: every saved version, newest first. */
export const promotionVersionsRequestSchema = z.object({ type: promotionTypeField });
export const promotionVersionsResultSchema = z.object({
  list: z.array(
    z.object({
      version: z.number().int(),
      operator_id: z.number().int().nullable(),
      /** Who saved it (null: the system's seed). */
      operator_name: z.string().nullable(),
      created_at: z.string(),
      promotion: promotionAdminSchema,
    }),
  ),
});

const claimDayField = z
  .string({ error: apiMessages.recordDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.recordDateInvalid);

/** GET /api/admin/promotion-claims: newest first; days are Asia/Shanghai, both included. */
export const promotionClaimsQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  /** 0 = rebates. */
  activity_type: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(0, apiMessages.badField)
    .max(PROMOTION_TYPE_MAX, apiMessages.badField)
    .optional(),
  player_id: idField.optional(),
  start_date: claimDayField.optional(),
  end_date: claimDayField.optional(),
});
export const promotionClaimsResultSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      player_id: z.number().int(),
      username: z.string(),
      activity_type: z.number().int(),
      period_key: z.string(),
      amount: usdtText,
      turnover_required: usdtText,
      created_at: z.string(),
    }),
  ),
  /** Per type, over every claim the filter matches (not only this page). */
  totals: z.array(z.object({ activity_type: z.number().int(), count: z.number().int(), amount: usdtText })),
});

/** GET/PUT /api/admin/community-links: /community's links (http(s) only), at most 20. */
export const communityLinksInputSchema = z.object(
  {
    links: z
      .array(communityLinkSchema, { error: apiMessages.badField })
      .max(COMMUNITY_LINKS_MAX, apiMessages.communityLinksTooMany),
  },
  { error: apiMessages.badField },
);
export const communityLinksResultSchema = z.object({
  links: z.array(communityLinkSchema),
  updated_at: z.string().nullable(),
});

/** POST /api/admin/custom-pages, PUT /api/admin/custom-pages/:id: a special page (HTML the page sanitizes). */
export const customPageInputSchema = z.object({
  title: requiredText(apiMessages.missingFields, 60),
  html: z
    .string({ error: apiMessages.missingFields })
    .trim()
    .min(1, apiMessages.missingFields)
    .max(CUSTOM_PAGE_HTML_MAX_CHARS, apiMessages.tooLong),
  status: statusField,
});
export const customPageUpdateSchema = customPageInputSchema.extend({ id: idField });
export const customPageAdminSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  status: z.enum(['on', 'off']),
  created_at: z.string(),
  updated_at: z.string(),
});
/** GET /api/admin/custom-pages: every page, newest first. */
export const customPagesAdminResultSchema = z.object({ list: z.array(customPageAdminSchema) });
