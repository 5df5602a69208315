/**
 * The site's HTTP client (spec §7, §8): the shell's, which every remote uses through the HostApi,
 * and the dev harness's. Form-encoded UTF-8 by default, the bearer token, a sign header when the
 * payload has a sign field, the envelope unwrapped, every failure toasted once in Chinese, 401
 * handed to the session, cancellation by the caller's signal, no time-out. Plain fetch, so a
 * remote that bundles it pays for no library.
 */
import { messages, RequestCancelledError } from 'shared-contracts';
import { EnvelopeError, HttpStatusError, serverTextOf, toastForStatus } from './http-errors';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** Send the body as JSON instead of the default form encoding. */
  json?: boolean;
  /** Aborting it rejects the call with RequestCancelledError and shows nothing (spec §7: newest wins is the caller's). */
  signal?: AbortSignal;
}

export interface HttpClientDeps {
  /** API base from runtime config, read on every call; '' for the site's own origin. */
  baseUrl: string | (() => string);
  getToken(): string | null;
  /** A 401 to `path`: the session clears its timers and token and opens the login dialog. No toast. */
  onUnauthorized(path: string): void;
  toast(message: string): void;
  progress?: { start(): void; done(): void };
  fetchImpl?: typeof fetch;
}

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/;
/** Statuses that never carry a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function formBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body))
    if (value !== undefined && value !== null) form.append(key, String(value));
  return form;
}

const queryText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The path with its query string: undefined values are left out, an array repeats its key.
 * @example withQuery('/api/plat/game', { game_type_id: 5, page: undefined }) // '/api/plat/game?game_type_id=5'
 */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return path;
  // A key given in both places takes the option's value, as ofetch did: the server sees one value, not two.
  const [pathname, existing = ''] = path.split(/\?(.*)/s, 2) as [string, string?];
  const params = new URLSearchParams(existing);
  for (const [key] of entries) params.delete(key);
  for (const [key, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, queryText(item));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The API base joined to a path; an empty base (the site's own origin) or an absolute URL leaves the path as it is. */
function withBase(path: string, base: string): string {
  if (!base || /^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The answer's body: parsed JSON when the type says JSON (or nothing), text for text/*, else nothing to show. */
async function readBody(response: Response): Promise<unknown> {
  if (NULL_BODY_STATUSES.has(response.status)) return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await response.text();
  if (type && !JSON_TYPE.test(type)) return type.startsWith('text/') ? text : undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function requestInit(options: RequestOptions, token: string | null): RequestInit {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body && 'sign' in options.body) headers.set('sign', String(options.body.sign));
  let body: BodyInit | undefined;
  if (options.body && method !== 'GET') {
    if (options.json) {
      body = JSON.stringify(options.body);
      headers.set('content-type', 'application/json');
      headers.set('accept', 'application/json');
    } else body = formBody(options.body);
  }
  return { method, headers, body, signal: options.signal };
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const fetchImpl: typeof fetch = deps.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  /** The envelope's result, or the failure toasted (a 401 handed to the session instead) and thrown. */
  async function resultOf<T>(path: string, response: Response): Promise<T> {
    const data = await readBody(response);
    if (response.status === 401) {
      deps.onUnauthorized(path);
      throw new HttpStatusError(401, messages.http[401]);
    }
    if (response.status >= 400) {
      const text = toastForStatus(response.status, path, serverTextOf(data));
      deps.toast(text);
      throw new HttpStatusError(response.status, text);
    }
    const envelope = data as { code?: unknown; result?: T } | undefined;
    if (envelope?.code === 200) return envelope.result as T;
    const text = serverTextOf(envelope) ?? messages.http.other;
    deps.toast(text);
    throw new EnvelopeError(typeof envelope?.code === 'number' ? envelope.code : 0, text);
  }

  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const baseUrl = typeof deps.baseUrl === 'function' ? deps.baseUrl() : deps.baseUrl;
    deps.progress?.start();
    try {
      if (options.signal?.aborted) throw new RequestCancelledError();
      const response = await fetchImpl(
        withBase(withQuery(path, options.query), baseUrl),
        requestInit(options, deps.getToken()),
      );
      return await resultOf<T>(path, response);
    } catch (error) {
      if (options.signal?.aborted) throw new RequestCancelledError();
      if (error instanceof EnvelopeError || error instanceof HttpStatusError) throw error;
      deps.toast(messages.http.network);
      throw error;
    } finally {
      deps.progress?.done();
    }
  };
}
