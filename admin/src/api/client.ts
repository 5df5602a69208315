/**
 * The console's HTTP client: JSON to the operator API, the operator's token in the Authorization
 * header (never in a URL), the envelope unwrapped and, where given, the result parsed with its
 * contract schema. A 401 ends the console session (an expired, idle or revoked token).
 */
import type { z } from 'zod';
import { clearToken, readToken } from '../session/token';

/** A refusal of the API: its Chinese message is what the console shows. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** `path?query`, leaving out empty values (an unset filter is no filter). */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function request(method: string, path: string, body?: unknown): Promise<unknown> {
  const token = readToken();
  const response = await fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string; result?: unknown };
  if (response.status === 401) {
    clearToken('expired');
    throw new ApiError(401, envelope?.message ?? '登录已过期，请重新登录');
  }
  if (!envelope || envelope.code !== 200)
    throw new ApiError(envelope?.code ?? response.status, envelope?.message ?? `请求失败（${response.status}）`);
  return envelope.result;
}

export const api = {
  get: <T>(path: string, query?: Query, schema?: z.ZodType<T>) =>
    request('GET', withQuery(path, query)).then((result) => (schema ? schema.parse(result) : (result as T))),
  post: <T>(path: string, body: unknown = {}, schema?: z.ZodType<T>) =>
    request('POST', path, body).then((result) => (schema ? schema.parse(result) : (result as T))),
  put: <T>(path: string, body: unknown = {}, schema?: z.ZodType<T>) =>
    request('PUT', path, body).then((result) => (schema ? schema.parse(result) : (result as T))),
  delete: <T>(path: string, query?: Query) => request('DELETE', withQuery(path, query)) as Promise<T>,
};
