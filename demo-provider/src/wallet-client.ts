/** The provider's side of the seamless wallet: signed JSON calls to the platform over HTTP. */
import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import {
  PROVIDER_SIGNATURE_HEADERS,
  providerAuthenticateRequestSchema,
  providerAuthenticateResultSchema,
  providerBalanceRequestSchema,
  providerBetRequestSchema,
  providerRollbackRequestSchema,
  providerSignaturePayload,
  providerWalletPaths,
  providerWalletResultSchema,
  providerWinRequestSchema,
} from 'shared-contracts';

/**
 * What a call came to. `refused` is a definite answer (nothing happened, or the platform says
 * why not); `unreachable` means we cannot know whether the platform acted (network error,
 * timeout, 5xx, an answer we cannot read), so a money call must be retried or undone.
 */
export type WalletAnswer<T> =
  | { kind: 'ok'; result: T }
  | { kind: 'refused'; code: number; message: string }
  | { kind: 'unreachable'; reason: string };

export type WalletAction = keyof typeof providerWalletPaths;

export interface WalletClientOptions {
  /** Origin of the platform's API, e.g. http://127.0.0.1:3100. */
  platformOrigin: string;
  secret: string;
  /** The provider code the platform knows us by. */
  provider?: string;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Hex HMAC-SHA256 of `${timestamp}.${rawBody}`, as the platform checks it.
 * @example signWalletRequest('secret', '1700000000000', '{"a":1}') // 64 hex digits
 */
export function signWalletRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(providerSignaturePayload(timestamp, rawBody)).digest('hex');
}

/** Builds the body, its timestamp and signature headers for one call. */
export function signedRequest(
  secret: string,
  body: unknown,
  timestamp: number,
): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(body);
  const stamp = String(timestamp);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_SIGNATURE_HEADERS.timestamp]: stamp,
      [PROVIDER_SIGNATURE_HEADERS.signature]: signWalletRequest(secret, stamp, rawBody),
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads an answer: the status and envelope decide between ok, refused and unreachable. */
function interpret<T>(status: number, text: string, resultSchema: z.ZodType<T>): WalletAnswer<T> {
  if (status >= 500) return { kind: 'unreachable', reason: `HTTP ${status}` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status >= 400
      ? { kind: 'refused', code: status, message: '' }
      : { kind: 'unreachable', reason: `HTTP ${status} with a body that is not JSON` };
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  // 400 (bad input) and 401 (signature) are definite: the platform did nothing.
  if (status >= 400) return { kind: 'refused', code: status, message };
  if (!isRecord(body) || typeof body.code !== 'number') return { kind: 'unreachable', reason: 'answer without a code' };
  if (body.code !== 200) return { kind: 'refused', code: body.code, message };
  const parsed = resultSchema.safeParse(body.result);
  return parsed.success
    ? { kind: 'ok', result: parsed.data }
    : { kind: 'unreachable', reason: 'answer with a malformed result' };
}

/**
 * A client of the platform's wallet. Request bodies are checked against the contract before
 * they leave, so a bug of ours fails here and not as a refusal on the platform.
 */
export function createWalletClient(options: WalletClientOptions) {
  const provider = options.provider ?? 'demo';
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;

  async function call<T>(
    action: WalletAction,
    requestSchema: z.ZodType,
    body: unknown,
    resultSchema: z.ZodType<T>,
  ): Promise<WalletAnswer<T>> {
    const { rawBody, headers } = signedRequest(options.secret, requestSchema.parse(body), now());
    try {
      const response = await fetch(new URL(providerWalletPaths[action](provider), options.platformOrigin), {
        method: 'POST',
        headers,
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return interpret(response.status, await response.text(), resultSchema);
    } catch (error) {
      return {
        kind: 'unreachable',
        reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  }

  return {
    authenticate: (body: z.input<typeof providerAuthenticateRequestSchema>) =>
      call('authenticate', providerAuthenticateRequestSchema, body, providerAuthenticateResultSchema),
    balance: (body: z.input<typeof providerBalanceRequestSchema>) =>
      call('balance', providerBalanceRequestSchema, body, providerWalletResultSchema),
    bet: (body: z.input<typeof providerBetRequestSchema>) =>
      call('bet', providerBetRequestSchema, body, providerWalletResultSchema),
    win: (body: z.input<typeof providerWinRequestSchema>) =>
      call('win', providerWinRequestSchema, body, providerWalletResultSchema),
    rollback: (body: z.input<typeof providerRollbackRequestSchema>) =>
      call('rollback', providerRollbackRequestSchema, body, providerWalletResultSchema),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
