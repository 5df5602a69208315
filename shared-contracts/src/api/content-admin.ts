/**
 * The console's content and games contract (issue 17): pictures uploaded as files, the operator's
 * game list with its filters, game providers and their switch, and game launch statistics.
 */
import { z } from 'zod';
import { adminPageField, adminSizeField, idField } from './fields';
import { gameSchema } from './lobby';
import { apiMessages } from './messages';

/** An uploaded picture's largest size, decoded. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The pictures the console takes, by MIME type, with the extension their file gets. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_TYPE_NAMES = Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]];
/** A data URL of UPLOAD_MAX_BYTES: base64 is 4 characters for every 3 bytes, plus the `data:…;base64,` head. */
export const UPLOAD_DATA_URL_MAX_CHARS = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64;
/**
 * A stored file's name: the SHA-256 of its bytes and the extension of its type. SVG only ever comes
 * from the demo seed's own drawings: an upload is one of UPLOAD_TYPES, checked by its bytes.
 */
export const UPLOADED_FILE_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|gif|svg)$/;

export const adminContentMessages = {
  uploadType: '仅支持 PNG、JPEG、WebP、GIF 图片',
  uploadTooLarge: '图片不能超过 2 MB',
  uploadMismatch: '图片内容与其类型不符',
  uploadUnreadable: '图片数据无法读取',
  providerUnknown: '游戏厂商不存在',
  providerUnlisted: '该厂商没有平台记录，无法开关',
  dayInvalid: '日期格式应为 YYYY-MM-DD',
  launchStatsRange: '统计区间须在 93 天以内，且开始日期不晚于结束日期',
} as const;

/** POST /api/admin/uploads: the picture as a data URL (`data:image/png;base64,…`) in JSON. */
export const uploadRequestSchema = z.object({
  data_url: z
    .string({ error: apiMessages.missingFields })
    .min(1, apiMessages.missingFields)
    .max(UPLOAD_DATA_URL_MAX_CHARS, adminContentMessages.uploadTooLarge),
});
/** Where the stored picture is served (`/api/files/<sha256>.<ext>`), its size and the type read from its bytes. */
export const uploadResultSchema = z.object({
  url: z.string(),
  bytes: z.number().int(),
  type: z.enum(UPLOAD_TYPE_NAMES),
});

const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(min, apiMessages.badField)
    .max(max, apiMessages.badField);

/** GET /api/admin/games: by provider, category, status and part of the name; paged. */
export const operatorGameListRequestSchema = z.object({
  plat_type_id: z.preprocess(blankIsMissing, idField.optional()),
  game_type_id: z.preprocess(blankIsMissing, idField.optional()),
  status: z.preprocess(blankIsMissing, wholeNumber(1, 4).optional()),
  game_name: z.preprocess(
    blankIsMissing,
    z.string({ error: apiMessages.badField }).trim().max(32, apiMessages.tooLong).optional(),
  ),
  page: z.preprocess(blankIsMissing, adminPageField),
  size: z.preprocess(blankIsMissing, adminSizeField),
});
/** A game as operators see it: the player's fields, the hot flag, the order and when it was added. */
export const operatorGameSchema = gameSchema.extend({
  is_hot: z.number().int(),
  sort: z.number().int(),
  created_at: z.string(),
});
export const operatorGamePageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(operatorGameSchema),
});

/**
 * GET /api/admin/providers: each provider the API knows. `open` is the platform switch operators
 * turn; `credentials_set` says only whether its secret and launch URL are configured, never them;
 * players can launch its games when both are true. `id` is null for a launch path without a platform row.
 */
export const adminProviderSchema = z.object({
  id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  open: z.boolean(),
  credentials_set: z.boolean(),
  launchable: z.boolean(),
  games: z.number().int(),
  launches_today: z.number().int(),
});
export const adminProvidersResultSchema = z.object({
  /** Today (北京时间), the day launches_today counts. */
  day: z.string(),
  list: z.array(adminProviderSchema),
});
/** PUT /api/admin/providers/:code { open } (audited). */
export const providerOpenInputSchema = z.object({
  code: z
    .string({ error: apiMessages.badField })
    .trim()
    .regex(/^[a-z0-9]{1,32}$/, adminContentMessages.providerUnknown),
  open: z.boolean({ error: apiMessages.badField }),
});

/** The longest range of the launch statistics, in days (a quarter). */
export const LAUNCH_STATS_MAX_DAYS = 93;
/** How many games the launch statistics rank. */
export const LAUNCH_STATS_TOP_GAMES = 20;

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' of a day that exists. */
const dayField = z
  .string({ error: adminContentMessages.dayInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminContentMessages.dayInvalid)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, adminContentMessages.dayInvalid);

/** Days from `from` to `to`, both included ('2026-01-01' to '2026-01-03' is 3). */
export const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** GET /api/admin/launch-stats: 北京时间 days, both included, at most LAUNCH_STATS_MAX_DAYS. */
export const launchStatsQuerySchema = z
  .object({ from: dayField, to: dayField })
  .refine(
    ({ from, to }) => daysInRange(from, to) >= 1 && daysInRange(from, to) <= LAUNCH_STATS_MAX_DAYS,
    adminContentMessages.launchStatsRange,
  );
const launchCountSchema = z.object({ launches: z.number().int(), players: z.number().int() });
export const launchStatsResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Over the whole range: launches, and distinct players. */
  total: launchCountSchema,
  /** Every day of the range, oldest first, zero-filled; players are distinct within the day. */
  days: z.array(launchCountSchema.extend({ day: z.string() })),
  /** The most launched games, most first; game_code 'lobby' is the provider's own lobby. */
  top_games: z.array(
    launchCountSchema.extend({
      provider: z.string(),
      provider_name: z.string().nullable(),
      game_code: z.string(),
      game_name: z.string().nullable(),
    }),
  ),
});

export type UploadResult = z.infer<typeof uploadResultSchema>;
export type OperatorGame = z.infer<typeof operatorGameSchema>;
export type AdminProvider = z.infer<typeof adminProviderSchema>;
export type LaunchStats = z.infer<typeof launchStatsResultSchema>;
