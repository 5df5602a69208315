/** Helpers of the pay-channel tests: an operator, a gateway channel, and callbacks signed as a gateway signs them. */
import { apiPaths, PAY_CALLBACK_HEADERS, type PayCallbackRequest } from 'shared-contracts';
import { signCallbackBody } from '../modules/pay/signature';
import type { TestApp } from './harness';
import { bearer } from './players';

/** The address the test gateway calls from, inside GATEWAY_ALLOW. */
export const GATEWAY_ADDRESS = '203.0.113.7';
export const GATEWAY_ALLOW = '203.0.113.0/28';
export const GATEWAY_SECRET = 'gateway-secret-0123456789';

/** An operator (超级管理员, two-factor login counted as enrolled) with a live session. */
export { operatorToken } from './requests';

/** A channel's settings as an operator posts them; `more` overrides. */
export function channelInput(code: string, more: Record<string, unknown> = {}) {
  return {
    code,
    name: `通道${code}`,
    rate: '7.25',
    currency: 'CNY',
    min_amount: '20',
    max_amount: '5000',
    sort: 0,
    enabled: true,
    gateway_url: 'https://gateway.example/pay?lang=zh',
    merchant_id: 'merchant-1',
    secret: GATEWAY_SECRET,
    allow: GATEWAY_ALLOW,
    ...more,
  };
}

/** The settings of an update: everything but the code (fixed) and the secret (kept unless given). */
export function channelSettings(more: Record<string, unknown> = {}) {
  const settings: Record<string, unknown> = channelInput('unused', more);
  delete settings.code;
  if (!('secret' in more)) delete settings.secret;
  return settings;
}

/** Creates a channel through the operator API; its row as the operator sees it. */
export async function createChannel(testApp: TestApp, token: string, code: string, more: Record<string, unknown> = {}) {
  const { body } = await testApp.call({
    method: 'POST',
    url: apiPaths.admin.payChannels,
    payload: channelInput(code, more),
    headers: bearer(token),
  });
  if (body.code !== 200) throw new Error(`channel refused: ${JSON.stringify(body)}`);
  return body.result as { id: number; code: string };
}

/** A gateway's callback: signed with `secret` at `timestamp` (ms), from `from`. */
export function gatewayCallback(
  testApp: TestApp,
  code: string,
  body: PayCallbackRequest,
  options: { secret?: string; timestamp?: number; from?: string } = {},
) {
  const rawBody = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? testApp.context.now().getTime());
  return testApp.call({
    method: 'POST',
    url: `${apiPaths.wallet.payCallback}/${code}`,
    payload: rawBody,
    remoteAddress: options.from ?? GATEWAY_ADDRESS,
    headers: {
      'content-type': 'application/json',
      [PAY_CALLBACK_HEADERS.timestamp]: timestamp,
      [PAY_CALLBACK_HEADERS.signature]: signCallbackBody(options.secret ?? GATEWAY_SECRET, timestamp, rawBody),
    },
  });
}
