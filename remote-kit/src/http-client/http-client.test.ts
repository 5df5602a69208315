import { describe, expect, it, vi } from 'vitest';
import { isRequestCancelled, RequestCancelledError } from 'shared-contracts';
import { createHttpClient, withQuery, type HttpClientDeps } from './http-client';
import { EnvelopeError, HttpStatusError } from './http-errors';

type Answer = { status?: number; json?: unknown; text?: string } | 'network-error' | 'hang';

/** A client whose fetch answers from `answer`, recording every request it sends. */
function clientWith(answer: (url: string) => Answer, token: string | null = null) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const toasts: string[] = [];
  const progress = { started: 0, done: 0 };
  const deps: HttpClientDeps = {
    baseUrl: 'http://site.test',
    getToken: () => token,
    onUnauthorized: vi.fn(),
    toast: (message) => toasts.push(message),
    progress: { start: () => (progress.started += 1), done: () => (progress.done += 1) },
    fetchImpl: async (input, init = {}) => {
      const url = String(input instanceof Request ? input.url : input);
      sent.push({ url, init });
      const reply = answer(url);
      if (reply === 'network-error') throw new TypeError('fetch failed');
      if (reply === 'hang') {
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
      const headers = { 'content-type': reply.json !== undefined ? 'application/json' : 'text/plain' };
      return new Response(body, { status: reply.status ?? 200, headers });
    },
  };
  return { request: createHttpClient(deps), sent, toasts, progress, deps };
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('HTTP client', () => {
  it('reads the API base on every call, so the base remotes.json names applies once it is known', async () => {
    let base = 'http://first.test';
    const { sent, deps } = clientWith(() => ({ json: { code: 200, result: 1 } }));
    deps.baseUrl = () => base;
    const client = createHttpClient(deps);
    await client('/api/banner');
    base = 'https://api.example.com';
    await client('/api/banner');
    expect(sent.map((entry) => entry.url)).toEqual([
      'http://first.test/api/banner',
      'https://api.example.com/api/banner',
    ]);
  });

  it('unwraps the envelope and sends the bearer token only when there is one', async () => {
    const loggedIn = clientWith(() => ({ json: { code: 200, result: { balance: '1.000000' } } }), 'tok123');
    expect(await loggedIn.request('/api/plat/user/info')).toEqual({ balance: '1.000000' });
    expect(headerOf(loggedIn.sent[0]!.init, 'authorization')).toBe('Bearer tok123');
    expect(loggedIn.sent[0]!.url).toBe('http://site.test/api/plat/user/info');

    const visitor = clientWith(() => ({ json: { code: 200, result: [] } }));
    await visitor.request('/api/banner');
    expect(headerOf(visitor.sent[0]!.init, 'authorization')).toBeNull();
  });

  it('posts form-encoded UTF-8 by default, JSON on request, and adds a sign header when the payload has a sign field', async () => {
    const client = clientWith(() => ({ json: { code: 200, result: { token: 't' } } }));
    await client.request('/api/home/login', {
      method: 'POST',
      body: { username: '玩家abc', code: undefined, sign: 'abc123' },
    });
    const form = client.sent[0]!.init.body as URLSearchParams;
    expect(form).toBeInstanceOf(URLSearchParams);
    expect(form.toString()).toBe('username=%E7%8E%A9%E5%AE%B6abc&sign=abc123');
    expect(headerOf(client.sent[0]!.init, 'sign')).toBe('abc123');

    await client.request('/api/x', { method: 'POST', body: { amount: 20 }, json: true });
    expect(client.sent[1]!.init.body).toBe('{"amount":20}');
    expect(headerOf(client.sent[1]!.init, 'sign')).toBeNull();
  });

  it('toasts error.message, else message, of a failed envelope and rejects', async () => {
    const client = clientWith((url) => ({
      json: url.endsWith('/a')
        ? { code: 400, message: '密码不一致' }
        : { code: 500, error: { message: '余额不足' }, message: 'x' },
    }));
    await expect(client.request('/a')).rejects.toEqual(new EnvelopeError(400, '密码不一致'));
    await expect(client.request('/b')).rejects.toBeInstanceOf(EnvelopeError);
    expect(client.toasts).toEqual(['密码不一致', '余额不足']);
  });

  it.each([
    [400, '请求错误'],
    [403, '拒绝访问'],
    [404, '请求地址出错: /api/missing'],
    [408, '请求超时'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
    [418, '无效的HTTP请求'],
  ])('toasts the spec text for HTTP %i', async (status, toast) => {
    const client = clientWith(() => ({ status, text: 'ignored' }));
    await expect(client.request('/api/missing')).rejects.toEqual(new HttpStatusError(status, toast));
    expect(client.toasts).toEqual([toast]);
  });

  it('toasts the server text of a 500, or a generic text when there is none', async () => {
    const busy = clientWith(() => ({ status: 500, json: { code: 500, message: '服务器繁忙，请稍后再试' } }));
    await expect(busy.request('/x')).rejects.toEqual(new HttpStatusError(500, '服务器繁忙，请稍后再试'));
    const bare = clientWith(() => ({ status: 500, text: '' }));
    await bare.request('/x').catch(() => undefined);
    expect(bare.toasts).toEqual(['服务器内部错误']);
  });

  it('hands a 401 to the session without a toast', async () => {
    const client = clientWith(() => ({ status: 401, json: { code: 401, message: '未授权，请登录' } }), 'expired');
    await expect(client.request('/api/plat/user/info')).rejects.toBeInstanceOf(HttpStatusError);
    expect(client.deps.onUnauthorized).toHaveBeenCalledExactlyOnceWith('/api/plat/user/info');
    expect(client.toasts).toEqual([]);
  });

  // Spec §7's newest-wins of the game list is the caller's (mf-lobby's game pages): it aborts the older call.
  it('cancels a running game-list request when its caller aborts it to start a new one, silently', async () => {
    let calls = 0;
    const client = clientWith(() => (++calls === 1 ? 'hang' : { json: { code: 200, result: ['second'] } }));
    const older = new AbortController();
    const first = client.request('/api/plat/game', { query: { game_type_id: 5 }, signal: older.signal });
    older.abort();
    const second = client.request('/api/plat/game', { query: { game_type_id: 6 } });
    await expect(first).rejects.toBeInstanceOf(RequestCancelledError);
    expect(await second).toEqual(['second']);
    expect(client.toasts).toEqual([]);
    expect(client.sent[1]!.url).toContain('game_type_id=6');
  });

  it('does not cancel other requests, and a caller abort is silent too', async () => {
    const client = clientWith((url) => (url.includes('slow') ? 'hang' : { json: { code: 200, result: 1 } }));
    const controller = new AbortController();
    const slow = client.request('/api/slow', { signal: controller.signal });
    expect(await client.request('/api/banner')).toBe(1);
    controller.abort();
    await expect(slow).rejects.toBeInstanceOf(RequestCancelledError);
    expect(client.toasts).toEqual([]);
  });

  it('cancels nothing by itself: two game-list calls both answer', async () => {
    const client = clientWith((url) => ({ json: { code: 200, result: url.slice(-1) } }));
    const both = [
      client.request('/api/plat/game', { query: { game_type_id: 5 } }),
      client.request('/api/plat/game', { query: { game_type_id: 6 } }),
    ];
    expect(await Promise.all(both)).toEqual(['5', '6']);
  });

  it('sends nothing when the signal was aborted before the call, and shows nothing', async () => {
    const client = clientWith(() => ({ json: { code: 200, result: 1 } }));
    const failure = await client
      .request('/api/banner', { signal: AbortSignal.abort() })
      .catch((error: unknown) => error);
    expect(isRequestCancelled(failure)).toBe(true);
    expect(client.sent).toEqual([]);
    expect(client.toasts).toEqual([]);
    expect(client.progress).toEqual({ started: 1, done: 1 });
  });

  it('writes the query string: undefined left out, arrays repeated, UTF-8 encoded', () => {
    expect(withQuery('/api/plat/game', { game_type_id: 5, plat_type_id: undefined, page: 1 })).toBe(
      '/api/plat/game?game_type_id=5&page=1',
    );
    expect(withQuery('/api/x', { id: [1, 2], name: '玩家' })).toBe('/api/x?id=1&id=2&name=%E7%8E%A9%E5%AE%B6');
    expect(withQuery('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    // A key in both places: the option's value wins, as it did with ofetch, so the server sees one value.
    expect(withQuery('/api/x?a=1&c=3', { a: 2 })).toBe('/api/x?c=3&a=2');
    expect(withQuery('/api/x?a=1', { a: undefined })).toBe('/api/x?a=1');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });

  it('toasts a network failure, and runs the progress bar once per request', async () => {
    const client = clientWith(() => 'network-error');
    await expect(client.request('/api/banner')).rejects.toThrow();
    expect(client.toasts).toEqual(['网络连接异常，请检查网络']);
    expect(client.progress).toEqual({ started: 1, done: 1 });
  });
});
