/** The home page the site server sends: the first screen and its answers inlined, compressed, under its own CSP. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../site-server';
import { wantsFirstScreen } from './shell-page';

const GAME = { plat_type_id: 1, game_type_id: 5, open_type: 2, status: 1, image: '' };

describe('the home page with its first screen', () => {
  let root: string;
  let api: FastifyInstance;
  let site: FastifyInstance;
  let apiUp = true;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-home-'));
    await mkdir(path.join(root, 'shell'), { recursive: true });
    await writeFile(
      path.join(root, 'shell/index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(root, 'remotes.json'), JSON.stringify({ schemaVersion: 1, remotes: [] }));
    // Stands in for the API's three public answers.
    api = Fastify();
    api.addHook('onRequest', async (_request, reply) => {
      if (!apiUp) return reply.code(503).send({ code: 503 });
    });
    api.get('/api/banner', async () => ({
      code: 200,
      result: [{ id: 1, cover_images: '/api/files/b.png', activity_type: 1 }],
    }));
    api.get('/api/plat/game/hot', async () => ({
      code: 200,
      result: {
        total: 1,
        data: [{ ...GAME, id: 1, game_code: 'a', game_name: '<b>水果</b>', game_image: '/api/files/g.png' }],
      },
    }));
    api.get('/api/home/config', async () => ({ code: 200, result: [{ id: 2, content: '公告' }] }));
    const apiOrigin = await api.listen({ host: '127.0.0.1', port: 0 });
    site = await createSiteServer({ deployDir: root, apiOrigin });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  const page = async (url: string, encoding?: string) => {
    const response = await site.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
    const raw = response.rawPayload;
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(raw).toString()
        : response.headers['content-encoding'] === 'gzip'
          ? gunzipSync(raw).toString()
          : raw.toString();
    return { response, body };
  };

  it('draws the first screen before the root on / and /home, with the answers for the page’s client', async () => {
    for (const url of ['/', '/home', '/home?code=abc']) {
      const { response, body } = await page(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(body.indexOf('id="first-screen"')).toBeLessThan(body.indexOf('<div id="root">'));
      expect(body).toContain('<img src="/api/files/b.png" alt="" width="750" height="300" fetchpriority="high">');
      expect(body).toContain('&#60;b&#62;水果&#60;/b&#62;');
      expect(body).toContain('<script type="application/json" id="inlined-answers">');
    }
  });

  it('draws none on other routes or another side tab, where the page is not the hot list', async () => {
    for (const url of ['/activity', '/user', '/home?game_type=5', '/cateList']) {
      const { response, body } = await page(url);
      expect({ url, status: response.statusCode, firstScreen: body.includes('first-screen') }).toEqual({
        url,
        status: 200,
        firstScreen: false,
      });
      expect(body).toContain('<div id="root">');
    }
  });

  it('compresses the page with brotli or gzip as the browser accepts, and says it varies by that', async () => {
    const plain = await page('/home');
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { response, body } = await page('/home', accepted);
      expect({ accepted, encoding: response.headers['content-encoding'], vary: response.headers.vary }).toEqual({
        accepted,
        encoding,
        vary: 'accept-encoding',
      });
      expect(body).toBe(plain.body);
    }
  });

  it('still serves the page, without a first screen, when the API is down', async () => {
    apiUp = false;
    try {
      const downSite = await createSiteServer({
        deployDir: root,
        apiOrigin: `http://127.0.0.1:${api.server.address() && (api.server.address() as { port: number }).port}`,
      });
      const response = await downSite.inject({ method: 'GET', url: '/home' });
      await downSite.close();
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('first-screen');
      expect(response.body).toContain('<div id="root">');
    } finally {
      apiUp = true;
    }
  });

  it('wantsFirstScreen: only the home page (and /, which leads there) showing the hot list', () => {
    expect(['/', '/home', '/home?x=1', '/home/', '/Home', '/home?game_type=1'].map(wantsFirstScreen)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
