/** The logged-in player's own data: user info, balance, invite links (spec §3, §4). */
import { z } from 'zod';
import { optionalText } from './fields';

/** Money on the wire: decimal USDT text with 6 places, e.g. "12.345600". */
export const usdtText = z.string().regex(/^-?\d+\.\d{6}$/);

export const userInfoResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  balance: usdtText,
  /** Whether a withdrawal password exists. */
  set_password: z.boolean(),
  invite_code: z.string(),
});

export const balanceResultSchema = z.object({ balance: usdtText });

export const inviteUrlsResultSchema = z.object({ web: z.string(), bot: z.string() });

export const inviteVisitRequestSchema = z.object({ code: optionalText(16) });
export const inviteVisitResultSchema = z.object({ valid: z.boolean() });

export type UserInfoResult = z.infer<typeof userInfoResultSchema>;
