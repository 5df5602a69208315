/**
 * Serves the composed site from one address: the shell, the versioned remotes, remotes.json
 * and /api (proxied to the API server). Used by `pnpm start`, `pnpm dev` and the e2e suite.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { apiMessages } from 'shared-contracts';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deployPaths } from '../release/paths';
import { shellPageHeaders } from './shell-page-headers';
import { adminHeaders, isAdminUrl } from './admin-page-headers';
import { firstScreenSource, type FirstScreenAnswers } from './first-screen/answers';
import { renderFirstScreen } from './first-screen/markup';
import { encodePage, shellPageHtml, wantsFirstScreen } from './first-screen/shell-page';

export interface SiteServerOptions {
  deployDir: string;
  /** Origin of the API server, e.g. http://127.0.0.1:3100; without it /api answers 503. */
  apiOrigin?: string;
  /**
   * SITE_TRUST_PROXY: the front proxies (addresses or CIDRs, comma-separated) whose x-forwarded-for
   * names the client; Fastify's `trustProxy`. Unset: the caller itself is the client.
   */
  trustProxy?: string;
  logger?: boolean;
  /** The operator console's build (admin/dist), served at /admin/; without it /admin/ answers 404. */
  adminDir?: string;
}

/**
 * SITE_TRUST_PROXY as Fastify's trustProxy; unset or empty trusts no proxy. A hop count is refused:
 * Fastify trusts no x-forwarded-for on a count alone (any client could send enough hops).
 * @example siteTrustProxy('127.0.0.1, 10.0.0.0/8') // '127.0.0.1, 10.0.0.0/8'
 */
export function siteTrustProxy(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value))
    throw new Error(`SITE_TRUST_PROXY=${value}: give the front proxy's addresses or CIDRs, not a hop count`);
  return value;
}

/**
 * Whether the API would route this URL to the providers' wallet callbacks, however it is
 * spelled: dot segments, percent-escapes, doubled slashes.
 */
function isWalletCallback(url: string): boolean {
  let pathname = new URL(`http://site.invalid${url.startsWith('/') ? '' : '/'}${url}`).pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the API cannot route it either, compare it as it is.
  }
  return /^\/api\/wallet(\/|$)/i.test(pathname.replace(/\/{2,}/g, '/'));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Rsbuild writes hashed names (index.5a11e08c70.js) under static/ only. */
function isHashedShellAsset(shellRoot: string, file: string): boolean {
  return path.relative(shellRoot, file).split(path.sep)[0] === 'static';
}

/** remotes/<package>/<version>/…; beside the version folders sits the release history, which changes. */
function isVersionFile(remotesRoot: string, file: string): boolean {
  return path.relative(remotesRoot, file).split(path.sep).length > 2;
}

/**
 * The operator console at /admin/: hashed files under static/ cached for good, the page never
 * stored (it names the current files; an operator's browser should not keep a console page).
 */
async function serveAdmin(app: FastifyInstance, adminDir: string): Promise<void> {
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/'));
  await app.register(fastifyStatic, {
    root: adminDir,
    prefix: '/admin/',
    decorateReply: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (response, file) =>
      response.setHeader('cache-control', isHashedShellAsset(adminDir, file) ? IMMUTABLE : 'no-store'),
  });
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const paths = deployPaths(options.deployDir);
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const readManifest = () => readFile(paths.manifest, 'utf8').catch(() => null);
  const firstScreenAnswers = options.apiOrigin ? firstScreenSource(options.apiOrigin) : null;
  // Drawn once per set of answers (they are remembered a few seconds), not once per visitor.
  const drawn = new WeakMap<FirstScreenAnswers, string | null>();
  const firstScreenOf = (answers: FirstScreenAnswers) => {
    if (!drawn.has(answers)) drawn.set(answers, renderFirstScreen(answers));
    return drawn.get(answers) ?? null;
  };

  /** The shell's page (every client-side route): its headers are made from the HTML sent. */
  async function sendShellPage(request: FastifyRequest, reply: FastifyReply) {
    const [manifestText, indexHtml] = await Promise.all([
      readManifest(),
      readFile(path.join(paths.shell, 'index.html'), 'utf8').catch(() => null),
    ]);
    if (indexHtml === null) return reply.code(404).send({ message: 'not found' });
    const answers = firstScreenAnswers && wantsFirstScreen(request.url) ? await firstScreenAnswers() : null;
    const html = shellPageHtml(indexHtml, answers && firstScreenOf(answers));
    const { body, encoding } = encodePage(html, request.headers['accept-encoding']);
    reply.headers(shellPageHeaders(manifestText, html)).header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  }

  // Nothing the site serves is to be sniffed into another type (a JSON answer run as a script).
  // The shell page (index.html, also the answer of every client-side route) gets its policy
  // here, read with remotes.json on each request so a release to another origin is allowed at once.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (isAdminUrl(request.url)) return void reply.headers(adminHeaders());
    if (!type.startsWith('text/html') || /^\/(api|remotes)\//.test(request.url)) return;
    // The shell's page set its own, from the very HTML it sent (sendShellPage).
    if (reply.hasHeader('content-security-policy')) return;
    const [manifestText, indexHtml] = await Promise.all([
      readManifest(),
      readFile(path.join(paths.shell, 'index.html'), 'utf8').catch(() => ''),
    ]);
    reply.headers(shellPageHeaders(manifestText, indexHtml));
  });

  // Read on every request and never cached: a release or rollback shows on the next reload.
  app.get('/remotes.json', async (_request, reply) => {
    const body = await readManifest();
    if (body === null) return reply.code(404).header('cache-control', 'no-store').send({ message: 'no release yet' });
    return reply.type('application/json').header('cache-control', 'no-cache').send(body);
  });

  await app.register(fastifyStatic, {
    root: `${options.deployDir}/remotes`,
    prefix: '/remotes/',
    decorateReply: false,
    // Each deployed text file has .br and .gz copies beside it (release/precompress.ts).
    preCompressed: true,
    // Version folders never change, so their files may be cached forever. cacheControl: false,
    // or @fastify/static overwrites the header set here with its own `public, max-age=0`.
    cacheControl: false,
    setHeaders: (response, file) =>
      response.setHeader('cache-control', isVersionFile(`${options.deployDir}/remotes`, file) ? IMMUTABLE : 'no-cache'),
  });

  await app.register(fastifyStatic, {
    root: paths.shell,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The build's static/ files carry a content hash in their names; the page, the web app
    // manifest and the icons keep theirs and are checked every time.
    setHeaders: (response, file) =>
      response.setHeader('cache-control', isHashedShellAsset(paths.shell, file) ? IMMUTABLE : 'no-cache'),
  });

  if (options.adminDir) await serveAdmin(app, options.adminDir);

  // Providers call the API's own origin, never through here: behind this server every caller
  // would reach the API from this server's address, which the providers' allow-lists cannot tell apart.
  app.addHook('onRequest', async (request, reply) => {
    if (isWalletCallback(request.url)) return reply.code(404).send({ code: 404, message: apiMessages.notFound });
  });

  if (options.apiOrigin) {
    await app.register(fastifyHttpProxy, {
      upstream: options.apiOrigin,
      prefix: '/api',
      rewritePrefix: '/api',
      // The API limits requests per client address; without this every player would share ours.
      // Set, not appended: the client's own x-forwarded-for is believed only from a trusted proxy.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
    });
  } else {
    app.all('/api/*', async (_request, reply) => reply.code(503).send({ code: 503, message: '服务不可用' }));
  }

  // Client-side routes (/home, /Agent, ...) all answer with the shell's page.
  app.setNotFoundHandler(async (request, reply) => {
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    // The console's own routes (/admin/players…) answer with its page, never the player site's.
    if (options.adminDir && isGet && isAdminUrl(request.url) && !/\.[a-z0-9]+(\?|$)/i.test(request.url))
      return reply.header('cache-control', 'no-store').sendFile('index.html', options.adminDir);
    const isPage =
      isGet &&
      !request.url.startsWith('/remotes/') &&
      !request.url.startsWith('/api/') &&
      !/\.[a-z0-9]+(\?|$)/i.test(request.url);
    if (!isPage) return reply.code(404).send({ message: 'not found' });
    return sendShellPage(request, reply);
  });

  return app;
}
