/** Operator endpoints: their own accounts and tokens, content management, the audit log. */
import { z } from 'zod';
import { apiMessages } from './messages';
import { idField, requiredText } from './fields';
import { totpCodeField } from './operator-auth';

export const operatorLoginRequestSchema = z.object({
  username: z
    .string({ error: apiMessages.missingFields })
    .trim()
    .regex(/^[A-Za-z0-9_]{3,32}$/, apiMessages.badCredentials),
  password: z
    .string({ error: apiMessages.missingFields })
    .min(8, apiMessages.badCredentials)
    .max(128, apiMessages.badCredentials),
  /** The authenticator's code (or a recovery code), once the operator has enrolled two-factor login. */
  totp: z.preprocess((value) => (value === '' ? undefined : value), totpCodeField.optional()),
});
export const operatorLoginResultSchema = z.object({ token: z.string(), expires_at: z.string() });

const sortField = z.coerce
  .number({ error: apiMessages.badField })
  .int(apiMessages.badField)
  .min(-1_000_000, apiMessages.badField)
  .max(1_000_000, apiMessages.badField)
  .default(0);

export const idParamSchema = z.object({ id: idField });

export const configInputSchema = z.object({
  id: idField,
  content: z.string({ error: apiMessages.missingFields }).max(20_000, apiMessages.tooLong),
  remark: z.string({ error: apiMessages.badField }).trim().max(100, apiMessages.tooLong).default(''),
});
export const adminConfigItemSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  remark: z.string(),
  updated_at: z.string(),
});

export const bulletinInputSchema = z.object({
  title: requiredText(apiMessages.missingFields, 100),
  content: requiredText(apiMessages.missingFields, 20_000),
  sort: sortField,
});
export const adminBulletinSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  created_at: z.string(),
});

export const bannerInputSchema = z.object({
  cover_images: requiredText(apiMessages.missingFields, 60_000).refine(
    (value) => /^(https?:\/\/|\/|data:image\/)/.test(value),
    apiMessages.badField,
  ),
  activity_type: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(1, apiMessages.badField)
    .max(13, apiMessages.badField),
  sort: sortField,
});
export const adminBannerSchema = z.object({
  id: z.number().int(),
  cover_images: z.string(),
  activity_type: z.number().int(),
  sort: z.number().int(),
  created_at: z.string(),
});

/** A provider's win held for review (above PROVIDER_<CODE>_MAX_WIN_MULTIPLE times its round's stake). */
export const heldWinSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  transaction_id: z.string(),
  bet_transaction_id: z.string(),
  round_id: z.string(),
  player_id: z.number().int(),
  amount: z.string(),
  /** The round's stake and its wins before this one, when it came. */
  round_stake: z.string(),
  round_wins: z.string(),
  max_win_multiple: z.number().int(),
  status: z.enum(['pending', 'paid', 'refused']),
  transfer_id: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export const heldWinDecisionSchema = z.object({
  id: idField,
  decision: z.enum(['pay', 'refuse'], { error: apiMessages.badField }),
});

export const deletedResultSchema = z.object({ deleted: z.literal(true) });

export type ConfigInput = z.infer<typeof configInputSchema>;
export type BulletinInput = z.infer<typeof bulletinInputSchema>;
export type BannerInput = z.infer<typeof bannerInputSchema>;
