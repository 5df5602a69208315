/**
 * Serves the composed site from one address: the shell, the versioned remotes, remotes.json
 * and /api (proxied to the API server). Used by `pnpm start`, `pnpm dev` and the e2e suite.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { readFile } from 'node:fs/promises';
import { deployPaths } from '../release/paths';

export interface SiteServerOptions {
  deployDir: string;
  /** Origin of the API server, e.g. http://127.0.0.1:3100; without it /api answers 503. */
  apiOrigin?: string;
  logger?: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const paths = deployPaths(options.deployDir);
  const app = Fastify({ logger: options.logger ?? false });

  // Read on every request and never cached: a release or rollback shows on the next reload.
  app.get('/remotes.json', async (_request, reply) => {
    const body = await readFile(paths.manifest, 'utf8').catch(() => null);
    if (body === null) return reply.code(404).header('cache-control', 'no-store').send({ message: 'no release yet' });
    return reply.type('application/json').header('cache-control', 'no-cache').send(body);
  });

  await app.register(fastifyStatic, {
    root: `${options.deployDir}/remotes`,
    prefix: '/remotes/',
    decorateReply: false,
    // Version folders never change, so their files may be cached forever.
    setHeaders: (response) => response.setHeader('cache-control', IMMUTABLE),
  });

  await app.register(fastifyStatic, {
    root: paths.shell,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (response, file) =>
      response.setHeader('cache-control', file.endsWith('.html') ? 'no-cache' : IMMUTABLE),
  });

  if (options.apiOrigin) {
    await app.register(fastifyHttpProxy, {
      upstream: options.apiOrigin,
      prefix: '/api',
      rewritePrefix: '/api',
      // The API limits requests per client address; without this every player would share ours.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
    });
  } else {
    app.all('/api/*', async (_request, reply) => reply.code(503).send({ code: 503, message: '服务不可用' }));
  }

  // Client-side routes (/home, /Agent, ...) all answer with the shell's page.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/remotes/') &&
      !request.url.startsWith('/api/') &&
      !/\.[a-z0-9]+(\?|$)/i.test(request.url);
    if (!isPage) return reply.code(404).send({ message: 'not found' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
