import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page holding `blockText` as its inlined answers; answers the module fresh, with a network stub. */
async function pageWith(blockText: string | null) {
  let removed = false;
  const element = blockText === null ? null : { textContent: blockText, remove: () => (removed = true) };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'inlined-answers' ? element : null) });
  const network = vi.fn(async () => new Response(JSON.stringify({ code: 200, result: 'from the network' })));
  vi.stubGlobal('fetch', network);
  vi.resetModules();
  const { fetchWithInlinedAnswers } = await import('./inlined-answers');
  const get = async (url: string, method = 'GET') =>
    (await (await fetchWithInlinedAnswers(url, { method })).json()) as unknown;
  return { get, network, removed: () => removed };
}

const BANNERS = { code: 200, result: [{ id: 1, cover_images: '/api/files/a.png', activity_type: 1 }] };

describe('fetchWithInlinedAnswers', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first GET of an inlined URL from the page, the next from the network', async () => {
    const page = await pageWith(JSON.stringify({ '/api/banner': BANNERS }));
    expect(await page.get('/api/banner')).toEqual(BANNERS);
    expect(page.network).not.toHaveBeenCalled();
    expect(await page.get('/api/banner')).toEqual({ code: 200, result: 'from the network' });
    expect(page.network).toHaveBeenCalledTimes(1);
    // Read once and taken out of the document.
    expect(page.removed()).toBe(true);
  });

  it('sends everything else to the network: other URLs, other methods, other query strings', async () => {
    const page = await pageWith(JSON.stringify({ '/api/plat/game/hot?is_hot=1&size=20&page=1': BANNERS }));
    await page.get('/api/plat/game/hot?is_hot=1&size=20&page=2');
    await page.get('/api/plat/game/hot?is_hot=1&size=20&page=1', 'POST');
    await page.get('/api/banner');
    expect(page.network).toHaveBeenCalledTimes(3);
    expect(await page.get('/api/plat/game/hot?is_hot=1&size=20&page=1')).toEqual(BANNERS);
  });

  it('goes to the network when the page has no answers or a damaged block', async () => {
    for (const block of [null, '{not json', '"a string"']) {
      const page = await pageWith(block);
      expect(await page.get('/api/banner')).toEqual({ code: 200, result: 'from the network' });
      expect(page.network).toHaveBeenCalledTimes(1);
    }
  });
});
