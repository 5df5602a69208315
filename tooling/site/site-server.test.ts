/** The site server's caching and security headers, on a small deploy folder of its own. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INLINE = 'window.__boot = 1;';
// sha256 of INLINE, base64: the one inline script the page may run.
const INLINE_HASH = "'sha256-LVQX0/CCjy48nWgLNji9mg1tmiGdYyEEm8mqInKaYOU='";

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

  it('sends nosniff with every answer, the 404s and /api too', async () => {
    for (const url of ['/remotes/mf-lobby/1.0.0-abc/remoteEntry.js', '/remotes.json', '/home', '/nope.js', '/api/x']) {
      expect({ url, nosniff: (await get(url)).headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
    }
  });

  it('sends the shell page with a CSP built from remotes.json and its inline scripts, and a referrer policy', async () => {
    for (const url of ['/', '/home', '/index.html', '/Agent/invite?x=1']) {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['referrer-policy']).toBe('same-origin');
      const directives = new Map(
        String(response.headers['content-security-policy'])
          .split('; ')
          .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const),
      );
      const remotes = ['https://cdn.example.test', 'https://other.test'];
      expect(directives.get('script-src')).toEqual(["'self'", ...remotes, INLINE_HASH]);
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
