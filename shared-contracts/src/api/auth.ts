/** Player auth: captcha, register, login, logout, the entry URL's code (spec §2 item 7, §4, §5, §7). */
import { z } from 'zod';
import { apiMessages } from './messages';
import { deviceField, optionalText, passwordField, requiredText, usernameField } from './fields';

export const captchaRequestSchema = z.object({ device: deviceField });
export const captchaResultSchema = z.object({
  /** SVG picture as a data URL. */
  img_url: z.string(),
  /** Seconds until the answer expires. */
  expires_in: z.number().int(),
  /** Only when the server runs with CAPTCHA_TEST_ANSWERS=1 (never in production). */
  answer: z.string().optional(),
});

const credentials = {
  username: usernameField,
  password: passwordField,
  captcha: requiredText(apiMessages.missingCaptcha, 12),
  device: deviceField,
};

export const registerRequestSchema = z.object({
  ...credentials,
  /** Confirmation of the password, spelled as the spec spells it. */
  confrimPas: passwordField,
  /** Invite code of the player who invited this one; optional. */
  code: optionalText(16),
  /**
   * Issue 18: the player confirms being 18 or older (a required checkbox); form bodies send it as
   * text. Anything but a yes is refused with adultRequired.
   */
  adult: z.union([z.literal(true), z.literal('true'), z.literal('1'), z.literal(1)], {
    error: apiMessages.adultRequired,
  }),
});
/** Registration proves the captcha, so it opens the session too: the client's automatic login uses this token. */
export const registerResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  token: z.string(),
  expires_at: z.string(),
});

export const loginRequestSchema = z.object(credentials);
export const loginResultSchema = z.object({ token: z.string(), expires_at: z.string() });

export const logoutResultSchema = z.object({ ok: z.literal(true) });

/**
 * The entry URL of spec §4 (/?token=…) carries a single-use code, never the session token: a
 * logged-in player mints one (valid 60 s) and the page it opens exchanges it for a session.
 */
export const entryCodeResultSchema = z.object({
  code: z.string(),
  /** Seconds until the code expires. */
  expires_in: z.number().int(),
});
export const entryRequestSchema = z.object({ token: requiredText(apiMessages.entryCodeInvalid, 200) });
export const entryResultSchema = loginResultSchema;

export type CaptchaRequest = z.infer<typeof captchaRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type EntryCodeResult = z.infer<typeof entryCodeResultSchema>;
export type EntryResult = z.infer<typeof entryResultSchema>;
