/**
 * The pay adapter registry, one adapter per channel kind: it turns an order into the page the
 * player pays on, and reads the kind's signed callback. A kind without an adapter never opens.
 */
import {
  apiMessages,
  apiPaths,
  PAY_CALLBACK_HEADERS,
  payCallbackRequestSchema,
  type PayCallbackRequest,
  type PayOrderParams,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { inputFault } from '../../http/input-limits';
import { isValidCallbackSignature, signOrderParams } from './signature';
import type { PayChannelRow } from './store';

export interface ChannelOrderToPay {
  orderNo: string;
  /** In the channel's currency, exact decimal text. */
  currencyAmount: string;
}

/** A callback read by its adapter: the parsed body, or the refusal to answer. */
export type VerifiedCallback =
  { ok: true; callback: PayCallbackRequest } | { ok: false; message: string; code: number };

export interface PayAdapter {
  kind: string;
  /** The page the player is sent to, to pay the order. */
  createOrder(context: AppContext, channel: PayChannelRow, order: ChannelOrderToPay): { payUrl: string };
  /** The callback's signature over its exact bytes, then its body; `now` in ms. */
  verifyCallback(
    channel: PayChannelRow,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: number,
  ): VerifiedCallback;
}

/** Where a channel's gateway posts its callbacks: on the site's own origin. */
export function notifyUrlOf(context: AppContext, code: string): string {
  return `${context.config.siteOrigin}${apiPaths.wallet.payCallback}/${encodeURIComponent(code)}`;
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return undefined;
  }
}

/**
 * The generic third-party gateway: a redirect to the operator's gateway URL with merchant id,
 * order id, amount in the channel's currency, currency and notify URL, signed (`sign`, see
 * payOrderSignaturePayload) with the channel secret; callbacks signed as PAY_CALLBACK_HEADERS says.
 * @example gatewayAdapter.createOrder(context, channel, { orderNo: 'C1', currencyAmount: '145' }).payUrl
 *   // 'https://gateway.example/pay?merchant_id=m1&order_id=C1&amount=145&currency=CNY&notify_url=…&sign=…'
 */
export const gatewayAdapter: PayAdapter = {
  kind: 'gateway',
  createOrder(context, channel, order) {
    const params: PayOrderParams = {
      merchant_id: channel.merchant_id,
      order_id: order.orderNo,
      amount: order.currencyAmount,
      currency: channel.currency,
      notify_url: notifyUrlOf(context, channel.code),
    };
    const url = new URL(channel.gateway_url);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('sign', signOrderParams(channel.secret, params));
    return { payUrl: url.toString() };
  },
  verifyCallback(channel, rawBody, headers, now) {
    const timestamp = headers[PAY_CALLBACK_HEADERS.timestamp];
    const signature = headers[PAY_CALLBACK_HEADERS.signature];
    if (!isValidCallbackSignature(channel.secret, timestamp, signature, rawBody, now))
      return { ok: false, code: 401, message: apiMessages.channelSignatureInvalid };
    const body = parseJson(rawBody);
    const parsed = inputFault(body) ? undefined : payCallbackRequestSchema.safeParse(body);
    if (!parsed?.success) return { ok: false, code: 400, message: apiMessages.badField };
    return { ok: true, callback: parsed.data };
  },
};

const REGISTRY: ReadonlyMap<string, PayAdapter> = new Map([[gatewayAdapter.kind, gatewayAdapter]]);

/** The adapter of a channel kind, or undefined: such a channel is not open. */
export function payAdapterFor(kind: string): PayAdapter | undefined {
  return REGISTRY.get(kind);
}
