/** Field schemas reused across requests. Bodies may be form-encoded, so every value may arrive as text. */
import { z } from 'zod';
import { MAX_AMOUNT, parseUsdt } from '../money';
import { apiMessages } from './messages';

/** Text a player typed: trimmed, and empty counts as missing. */
export const requiredText = (missing: string, max = 200) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, apiMessages.tooLong);

export const optionalText = (max = 200) =>
  z
    .string({ error: apiMessages.badField })
    .trim()
    .max(max, apiMessages.tooLong)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const deviceField = z
  .string({ error: apiMessages.badDevice })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, apiMessages.badDevice);

export const usernameField = z
  .string({ error: apiMessages.missingFields })
  .trim()
  .min(1, apiMessages.missingFields)
  .regex(/^[A-Za-z0-9]{8,20}$/, apiMessages.badUsername);

export const passwordField = z
  .string({ error: apiMessages.missingFields })
  .min(1, apiMessages.missingFields)
  .min(6, apiMessages.badPassword)
  .max(20, apiMessages.badPassword);

/** A positive whole number, from JSON or form text. */
export const idField = z.coerce
  .number({ error: apiMessages.badField })
  .int(apiMessages.badField)
  .positive(apiMessages.badField)
  .max(2_147_483_647, apiMessages.badField);

/**
 * An amount of money from outside: decimal USDT text, at most 6 places, from 0 to MAX_AMOUNT_USDT
 * (1,000,000,000). A larger one is refused here, so no amount beyond what sums exactly reaches a use case.
 */
export const usdtAmountField = z
  .string({ error: apiMessages.badField })
  .regex(/^\d{1,12}(\.\d{1,6})?$/, apiMessages.badField)
  .refine((text) => (parseUsdt(text) ?? Infinity) <= MAX_AMOUNT, apiMessages.amountOutOfRange);

/** An operator list's page (from 1) and page size (at most 200, 50 unless given). */
export const adminPageField = z.coerce
  .number({ error: apiMessages.badField })
  .int(apiMessages.badField)
  .min(1, apiMessages.badField)
  .max(10_000, apiMessages.badField)
  .default(1);
export const adminSizeField = z.coerce
  .number({ error: apiMessages.badField })
  .int(apiMessages.badField)
  .min(1, apiMessages.badField)
  .max(200, apiMessages.badField)
  .default(50);
