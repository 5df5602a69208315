/**
 * The HTTP client every remote uses through the HostApi (spec §7, §8): form-encoded UTF-8 by
 * default, the bearer token, a sign header when the payload has a sign field, the envelope
 * unwrapped, every failure toasted once in Chinese, 401 handed to the session, no time-out.
 */
import { createFetch } from 'ofetch';
import { messages } from 'shared-contracts';
import { EnvelopeError, HttpStatusError, RequestCancelledError, serverTextOf, toastForStatus } from './http-errors';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** Send the body as JSON instead of the default form encoding. */
  json?: boolean;
  signal?: AbortSignal;
}

export interface HttpClientDeps {
  /** API base from runtime config, read on every call; '' for the site's own origin. */
  baseUrl: string | (() => string);
  getToken(): string | null;
  /** A 401: the session clears its timers and token and opens the login dialog. No toast. */
  onUnauthorized(): void;
  toast(message: string): void;
  progress?: { start(): void; done(): void };
  fetchImpl?: typeof fetch;
}

/** A newer call of these cancels the one still running (spec §7: the game list). */
const NEWEST_WINS = new Set(['GET /api/plat/game']);

function formBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(key, String(value));
  return form;
}

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const $fetch = createFetch({ fetch: deps.fetchImpl ?? ((...args) => globalThis.fetch(...args)) });
  const running = new Map<string, AbortController>();

  async function send(path: string, options: RequestOptions, controller: AbortController) {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = {};
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body && 'sign' in options.body) headers.sign = String(options.body.sign);
    const body = options.body && method !== 'GET' ? (options.json ? options.body : formBody(options.body)) : undefined;
    const baseUrl = typeof deps.baseUrl === 'function' ? deps.baseUrl() : deps.baseUrl;
    return $fetch.raw(path, { baseURL: baseUrl || undefined, method, query: options.query, body, headers, signal: controller.signal, ignoreResponseError: true, retry: 0 });
  }

  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const key = `${options.method ?? 'GET'} ${path}`;
    const controller = new AbortController();
    options.signal?.addEventListener('abort', () => controller.abort());
    if (NEWEST_WINS.has(key)) {
      running.get(key)?.abort();
      running.set(key, controller);
    }
    deps.progress?.start();
    try {
      const response = await send(path, options, controller);
      if (response.status === 401) {
        deps.onUnauthorized();
        throw new HttpStatusError(401, messages.http[401]);
      }
      if (response.status >= 400) {
        const text = toastForStatus(response.status, path, serverTextOf(response._data));
        deps.toast(text);
        throw new HttpStatusError(response.status, text);
      }
      const envelope = response._data as { code?: unknown; result?: T } | undefined;
      if (envelope?.code === 200) return envelope.result as T;
      const text = serverTextOf(envelope) ?? messages.http.other;
      deps.toast(text);
      throw new EnvelopeError(typeof envelope?.code === 'number' ? envelope.code : 0, text);
    } catch (error) {
      if (controller.signal.aborted) throw new RequestCancelledError();
      if (error instanceof EnvelopeError || error instanceof HttpStatusError) throw error;
      deps.toast(messages.http.network);
      throw error;
    } finally {
      deps.progress?.done();
      if (running.get(key) === controller) running.delete(key);
    }
  };
}
