/**
 * Operator-configured pay channels (the generic third-party gateway): the operators' channel
 * configuration, the redirect a player is sent to, and the gateway's signed payment callback.
 */
import { z } from 'zod';
import { usdtAmountField } from './fields';
import { apiMessages } from './messages';
import { providerSignaturePayload } from './provider-wallet';

/**
 * Headers of a gateway's callback, POST /api/pay/callback/<channel code>: HMAC-SHA256 (hex) with
 * the channel's secret over `${timestamp}.${rawBody}`, timestamp in ms, accepted within 5 minutes
 * (the provider wallet's scheme, PROVIDER_SIGNATURE_WINDOW_MS).
 */
export const PAY_CALLBACK_HEADERS = { timestamp: 'x-pay-timestamp', signature: 'x-pay-signature' } as const;
export const payCallbackSignaturePayload = providerSignaturePayload;

/** The query parameters of the redirect to a gateway's order page; `sign` covers all the others. */
export const PAY_ORDER_PARAMS = ['merchant_id', 'order_id', 'amount', 'currency', 'notify_url'] as const;
export type PayOrderParams = Record<(typeof PAY_ORDER_PARAMS)[number], string>;

/**
 * The text the redirect's `sign` (HMAC-SHA256 hex with the channel secret) covers: the parameters
 * in name order as `name=value`, joined by `&`, values as sent (not URL-encoded).
 * @example payOrderSignaturePayload({ amount: '145', currency: 'CNY', merchant_id: 'm1', notify_url: 'u', order_id: 'C1' })
 *   // 'amount=145&currency=CNY&merchant_id=m1&notify_url=u&order_id=C1'
 */
export function payOrderSignaturePayload(params: PayOrderParams): string {
  return [...PAY_ORDER_PARAMS]
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/** The body a gateway posts when an order is paid (or has failed) on its side. */
export const payCallbackRequestSchema = z.object({
  /** Our order id (the redirect's order_id). */
  order_id: z.string().min(1).max(40),
  /** The gateway's own order number: with the channel code, the payment's idempotency key. */
  channel_order_no: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  /** What was paid, in the channel's currency: must equal the order's amount there exactly. */
  amount: z.string().regex(/^\d{1,15}(\.\d{1,12})?$/),
  status: z.enum(['paid', 'failed']),
});
export type PayCallbackRequest = z.infer<typeof payCallbackRequestSchema>;
/** The answer to the gateway, inside the `{ code: 200, result }` envelope; a replay gets the same. */
export const payCallbackResultSchema = z.object({
  order_id: z.string(),
  status: z.enum(['paid', 'failed']),
});

const channelText = (max: number) =>
  z.string({ error: apiMessages.missingFields }).trim().min(1, apiMessages.missingFields).max(max, apiMessages.tooLong);

/** An operator's channel settings; limits in USDT, rate in units of the channel's currency per USDT. */
const channelSettings = {
  name: channelText(32),
  rate: z
    .string({ error: apiMessages.channelRateInvalid })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, apiMessages.channelRateInvalid)
    .refine((text) => /[1-9]/.test(text), apiMessages.channelRateInvalid),
  currency: z
    .string({ error: apiMessages.missingFields })
    .trim()
    .regex(/^[A-Z]{3,8}$/, apiMessages.badField),
  min_amount: usdtAmountField,
  max_amount: usdtAmountField,
  sort: z.coerce.number({ error: apiMessages.badField }).int(apiMessages.badField).min(-1e6).max(1e6).default(0),
  enabled: z.boolean({ error: apiMessages.badField }),
  gateway_url: z
    .string({ error: apiMessages.channelUrlInvalid })
    .trim()
    .max(500, apiMessages.tooLong)
    .regex(/^https?:\/\/[^\s]+$/, apiMessages.channelUrlInvalid),
  merchant_id: channelText(64),
  /** Comma-separated IPs or CIDRs the gateway's callbacks come from; none other is accepted. */
  allow: z.string({ error: apiMessages.channelAllowInvalid }).trim().min(1, apiMessages.channelAllowInvalid).max(2000),
};
const secretField = z
  .string({ error: apiMessages.channelSecretRequired })
  .min(16, apiMessages.channelSecretRequired)
  .max(200, apiMessages.tooLong);

/** POST /api/admin/pay-channels: a new gateway channel; the secret is required. */
export const payChannelCreateSchema = z.object({
  code: z
    .string({ error: apiMessages.channelCodeInvalid })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, apiMessages.channelCodeInvalid),
  ...channelSettings,
  secret: secretField,
});
/** PUT /api/admin/pay-channels/:id: the code stays (it names the clearing account and callback path); the secret changes only when given. */
export const payChannelUpdateSchema = z.object({ ...channelSettings, secret: secretField.optional() });
export type PayChannelCreate = z.infer<typeof payChannelCreateSchema>;
export type PayChannelUpdate = z.infer<typeof payChannelUpdateSchema>;

/** A channel as operators see it: never the secret, only whether one is set. */
export const adminPayChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  name: z.string(),
  rate: z.string(),
  currency: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  gateway_url: z.string(),
  merchant_id: z.string(),
  allow: z.array(z.string()),
  secret_set: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPayChannel = z.infer<typeof adminPayChannelSchema>;
