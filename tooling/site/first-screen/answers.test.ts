/** The first screen's answers: one set of API calls per freshness window, stale ones served while refreshing, none when the API fails. */
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_URLS, firstScreenSource } from './answers';

/** A stand-in API: answers each URL with its envelope; `failing` URLs answer 500, `refusing` ones a handled failure. */
function fakeApi() {
  const state = { calls: [] as string[], version: 1, failing: new Set<string>(), refusing: new Set<string>() };
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input).replace('http://api.test', '');
    state.calls.push(url);
    if (state.failing.has(url)) return new Response('oops', { status: 500 });
    const body = state.refusing.has(url) ? { code: 500, message: '系统繁忙' } : { code: 200, result: state.version };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { state, fetchImpl };
}

describe('firstScreenSource', () => {
  it('asks the three URLs the page’s client asks, once while the answers are fresh', async () => {
    const { state, fetchImpl } = fakeApi();
    let now = 0;
    const source = firstScreenSource('http://api.test', { fetchImpl, now: () => now });
    const [first, second] = await Promise.all([source(), source()]);
    now = 4999;
    const third = await source();
    expect(state.calls.sort()).toEqual(Object.values(FIRST_SCREEN_URLS).sort());
    expect(first).toEqual({
      banner: { code: 200, result: 1 },
      hotGames: { code: 200, result: 1 },
      config: { code: 200, result: 1 },
    });
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('serves stale answers at once while fetching newer ones, which the next page gets', async () => {
    const { state, fetchImpl } = fakeApi();
    let now = 0;
    const source = firstScreenSource('http://api.test', { fetchImpl, now: () => now });
    await source();
    state.version = 2;
    now = 6000;
    const stale = await source();
    expect((stale?.banner as { result: number }).result).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(((await source())?.banner as { result: number }).result).toBe(2);
    expect(state.calls).toHaveLength(6);
  });

  it('answers null when one call fails or is refused, and keeps serving the last good answers meanwhile', async () => {
    const { state, fetchImpl } = fakeApi();
    let now = 0;
    const source = firstScreenSource('http://api.test', { fetchImpl, now: () => now });
    state.failing.add(FIRST_SCREEN_URLS.hotGames);
    expect(await source()).toBeNull();
    state.failing.clear();
    state.refusing.add(FIRST_SCREEN_URLS.config);
    expect(await source()).toBeNull();
    state.refusing.clear();
    const good = await source();
    expect(good).not.toBeNull();
    state.failing.add(FIRST_SCREEN_URLS.banner);
    now = 30_000;
    expect(await source()).toBe(good);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Too old to serve, and the API still failing: no first screen rather than a minute-old one.
    now = 61_000;
    expect(await source()).toBeNull();
  });

  it('gives up on an API slower than its time-out', async () => {
    const slow = ((_input: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    const source = firstScreenSource('http://api.test', { fetchImpl: slow, timeoutMs: 20 });
    expect(await source()).toBeNull();
  });
});
