/** The site server's caching and security headers, and what it passes on to the API, on a small deploy folder of its own. */
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, siteTrustProxy } from './site-server';
import { BEFORE_PAINT_SCRIPT } from './first-screen/markup';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INLINE = 'window.__boot = 1;';
// sha256 of INLINE, base64: the one inline script the page may run.
const INLINE_HASH = "'sha256-LVQX0/CCjy48nWgLNji9mg1tmiGdYyEEm8mqInKaYOU='";
const BEFORE_PAINT_HASH = `'sha256-${createHash('sha256').update(BEFORE_PAINT_SCRIPT).digest('base64')}'`;

async function writeDeploy(root: string, manifest: object): Promise<void> {
  const version = path.join(root, 'remotes/mf-lobby/1.0.0-abc');
  await mkdir(path.join(root, 'shell/static/js'), { recursive: true });
  await mkdir(version, { recursive: true });
  await writeFile(
    path.join(root, 'shell/index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script defer src="/static/js/index.1234567890.js"></script></head><body></body></html>`,
  );
  await writeFile(path.join(root, 'shell/static/js/index.1234567890.js'), 'console.log(1)');
  await writeFile(path.join(root, 'shell/manifest.webmanifest'), '{}');
  await writeFile(path.join(version, 'remoteEntry.js'), 'console.log(2)');
  // A deploy writes compressed copies beside the files (release/precompress.ts).
  await writeFile(path.join(version, 'remoteEntry.js.br'), brotliCompressSync('console.log(2)'));
  await writeFile(path.join(root, 'remotes/mf-lobby/history.json'), '[]');
  await writeFile(path.join(root, 'remotes.json'), JSON.stringify(manifest));
}

describe('site server headers', () => {
  let root: string;
  let site: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-server-'));
    await writeDeploy(root, {
      schemaVersion: 1,
      apiBase: 'https://api.example.test',
      remotes: [
        {
          manifest: '/remotes/mf-lobby/1.0.0-abc/mf-manifest.json',
          entry: '/remotes/mf-lobby/1.0.0-abc/remoteEntry.js',
        },
        { manifest: 'https://cdn.example.test/mf-wallet/2/mf-manifest.json', entry: 'https://cdn.example.test/x.js' },
        // Only an origin goes into the policy, never a path that could smuggle a source in.
        { manifest: "https://other.test/'unsafe-inline'/a.json", entry: 'javascript:alert(1)' },
      ],
    });
    site = await createSiteServer({ deployDir: root });
  });
  afterAll(async () => {
    await site.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string) => site.inject({ method: 'GET', url });

  it('serves versioned remote files and hashed shell assets immutable, everything else no-cache', async () => {
    const cases: Array<[string, string]> = [
      ['/remotes/mf-lobby/1.0.0-abc/remoteEntry.js', IMMUTABLE],
      ['/static/js/index.1234567890.js', IMMUTABLE],
      ['/remotes/mf-lobby/history.json', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
      ['/remotes.json', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/home', 'no-cache'],
      ['/', 'no-cache'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl,
      });
    }
  });

  it('sends a file’s brotli copy to a browser that takes brotli, the file itself to one that does not', async () => {
    const url = '/remotes/mf-lobby/1.0.0-abc/remoteEntry.js';
    const compressed = await site.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(2)');
    const plain = await site.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(2)');
  });

  it('sends nosniff with every answer, the 404s and /api too', async () => {
    for (const url of ['/remotes/mf-lobby/1.0.0-abc/remoteEntry.js', '/remotes.json', '/home', '/nope.js', '/api/x']) {
      expect({ url, nosniff: (await get(url)).headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
    }
  });

  it('sends the shell page with a CSP built from remotes.json and its inline scripts, and a referrer policy', async () => {
    for (const url of ['/', '/home', '/index.html', '/Agent/invite?x=1']) {
      // Every route's page has the before-paint script; /index.html is the built file as it is.
      const inlineHashes = url === '/index.html' ? [INLINE_HASH] : [INLINE_HASH, BEFORE_PAINT_HASH];
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['referrer-policy']).toBe('same-origin');
      const directives = new Map(
        String(response.headers['content-security-policy'])
          .split('; ')
          .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const),
      );
      const remotes = ['https://cdn.example.test', 'https://other.test'];
      expect({ url, scripts: directives.get('script-src') }).toEqual({
        url,
        scripts: ["'self'", ...remotes, ...inlineHashes],
      });
      expect(directives.get('connect-src')).toEqual(["'self'", ...remotes, 'https://api.example.test']);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('keeps remote files and remotes.json free of the page policy', async () => {
    for (const url of ['/remotes/mf-lobby/1.0.0-abc/remoteEntry.js', '/remotes.json']) {
      expect((await get(url)).headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe('site server in front of the API', () => {
  let root: string;
  let api: FastifyInstance;
  let apiOrigin: string;
  const seen: Array<{ url: string; forwardedFor: unknown }> = [];
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-proxy-'));
    await writeDeploy(root, { schemaVersion: 1, remotes: [] });
    // Stands in for the API: records what reaches it and from whom the site says it came.
    api = Fastify();
    api.all('/api/*', async (request) => {
      seen.push({ url: request.url, forwardedFor: request.headers['x-forwarded-for'] });
      return { code: 200 };
    });
    apiOrigin = await api.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  async function withSite<T>(trustProxy: string | undefined, use: (site: FastifyInstance) => Promise<T>) {
    const site = await createSiteServer({ deployDir: root, apiOrigin, trustProxy: siteTrustProxy(trustProxy) });
    try {
      return await use(site);
    } finally {
      await site.close();
    }
  }

  it('never passes the providers’ wallet callbacks on, however the path is spelled', async () => {
    seen.length = 0;
    await withSite(undefined, async (site) => {
      const urls = [
        '/api/wallet/demo/bet',
        '/api/wallet',
        '/api/wallet/',
        '/api//wallet/demo/bet',
        '/api/%77allet/demo/bet',
        '/api/x/../wallet/demo/bet',
        '/api/%2e/wallet/demo/win',
        '/api/WALLET/demo/bet?x=1',
      ];
      for (const url of urls)
        for (const method of ['GET', 'POST'] as const) {
          const response = await site.inject({ method, url, payload: method === 'POST' ? { amount: 1 } : undefined });
          expect({ url, method, status: response.statusCode, body: response.json() }).toEqual({
            url,
            method,
            status: 404,
            body: { code: 404, message: '请求的资源不存在' },
          });
        }
      expect((await site.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
    expect(seen.map((request) => request.url)).toEqual(['/api/health']);
  });

  it('forwards the caller’s own address, ignoring an x-forwarded-for it sends, unless it is the trusted proxy', async () => {
    const call = (site: FastifyInstance, remoteAddress: string) =>
      site.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.9' } });
    seen.length = 0;
    await withSite(undefined, async (site) => {
      await call(site, '203.0.113.5');
      await call(site, '127.0.0.1');
    });
    await withSite('127.0.0.1', async (site) => {
      await call(site, '127.0.0.1');
      await call(site, '203.0.113.5');
    });
    await withSite('10.0.0.0/8, 127.0.0.1', (site) => call(site, '127.0.0.1'));
    expect(seen.map((request) => request.forwardedFor)).toEqual([
      '203.0.113.5',
      '127.0.0.1',
      '198.51.100.9',
      '203.0.113.5',
      '198.51.100.9',
    ]);
  });

  it('reads SITE_TRUST_PROXY as an address list; unset or empty trusts none, a hop count is refused', () => {
    expect(siteTrustProxy(undefined)).toBeUndefined();
    expect(siteTrustProxy(' ')).toBeUndefined();
    expect(() => siteTrustProxy('2')).toThrow(/not a hop count/);
    expect(siteTrustProxy('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
  });
});
