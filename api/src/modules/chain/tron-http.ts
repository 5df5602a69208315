/**
 * One call to a TronGrid-compatible API, judged before anything reads it: java-tron answers HTTP 200
 * with `{"Error": …}` when rate-limited or failing, and TronGrid's v1 paths answer `success: false`
 * (also a spurious 404). None of those is an answer; each is an error the caller backs off from.
 */
import type { z } from 'zod';
import type { RequestBudget, RequestPriority } from './request-budget';

/** Why a call failed: the network, an HTTP status, an error body, or a body of the wrong shape. */
export type TronErrorKind = 'network' | 'status' | 'error-body' | 'shape';

/** A failed call; `backOff` when waiting is the cure (rate limits, refusals, server faults, error bodies). */
export class TronApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly backOff: boolean,
    readonly kind: TronErrorKind = 'status',
  ) {
    super(message);
    this.name = 'TronApiError';
  }

  /** Past TronGrid's per-second limit the key is suspended ~30 s: a shorter wait only costs more refusals. */
  get rateLimited(): boolean {
    return (
      this.status === 429 || this.status === 403 || /frequency limit|lack of computing resources/i.test(this.message)
    );
  }
}

export interface TronHttpOptions {
  apiUrl: string;
  apiKey?: string;
  /** Each call gives up after this long (a hung connection must not hold the job's lease). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** The key's budget; every call takes a token first. None: unlimited (unit tests of parsing only). */
  budget?: RequestBudget;
}

export type TronCall = <T>(
  path: string,
  schema: z.ZodType<T>,
  options?: { body?: unknown; priority?: RequestPriority },
) => Promise<T>;

/** The error text of a body that carries one, or null: `Error` (java-tron) or v1's `success: false`. */
export function errorOfBody(path: string, body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  if ('Error' in record) return `Error ${String(record.Error).slice(0, 300)}`;
  if (path.startsWith('/v1/') && record.success === false)
    return `success false ${String(record.error ?? record.statusCode ?? '').slice(0, 300)}`;
  return null;
}

export function createTronCall({
  apiUrl,
  apiKey,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
  budget,
}: TronHttpOptions): TronCall {
  const base = apiUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (apiKey) headers['TRON-PRO-API-KEY'] = apiKey;

  return async function call(path, schema, { body, priority = 'background' } = {}) {
    const what = `${body === undefined ? 'GET' : 'POST'} ${path.split('?')[0]}`;
    const done = await budget?.take(priority);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text().catch(() => '');
    } catch (error) {
      throw new TronApiError(`${what}: ${(error as Error).message}`, null, true, 'network');
    } finally {
      // The answer (or its failure) is in: the request's token frees a window from now.
      done?.();
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const bodyError = errorOfBody(path, json);
    if (!response.ok) {
      const status = response.status;
      // A v1 404 is TronGrid's known flake (a path it serves); 400 is our own bad query: no wait cures it.
      const backOff = status === 429 || status === 403 || status >= 500 || (status === 404 && path.startsWith('/v1/'));
      throw new TronApiError(`${what}: HTTP ${status}${bodyError ? ` ${bodyError}` : ''}`, status, backOff, 'status');
    }
    if (bodyError) throw new TronApiError(`${what}: ${bodyError}`, response.status, true, 'error-body');
    const parsed = schema.safeParse(json);
    // A body of the wrong shape is a gateway or proxy fault as much as a 5xx: wait, do not hammer.
    if (!parsed.success) throw new TronApiError(`${what}: unexpected answer`, response.status, true, 'shape');
    return parsed.data;
  };
}
