/**
 * The demo chain's HTTP service: the TronGrid subset real clients use, the test controls and the
 * test wallet page. Every TronGrid request is counted, then judged by the key's limits, then by
 * the faults a test asked for, and only then answered.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Chain } from './chain';
import type { FaultPlan } from './faults';
import type { RequestAccounting, RequestLimiter } from './limits';
import { walletPageCss, walletPageHtml, walletPageScript } from './page';
import { registerDemoRoutes } from './routes-demo';
import { registerV1Routes } from './routes-v1';
import { registerWalletRoutes } from './routes-wallet';
import { isTronGridPath, refusalBody } from './tron-paths';

export interface DemoChainServerOptions {
  chain: Chain;
  faults: FaultPlan;
  limiter: RequestLimiter;
  accounting: RequestAccounting;
  blockMs: number;
  logLevel?: string;
}

export async function buildDemoChainServer(options: DemoChainServerOptions): Promise<FastifyInstance> {
  const { chain, faults, limiter, accounting } = options;
  const app = Fastify({ logger: options.logLevel ? { level: options.logLevel } : false, bodyLimit: 8 * 1024 * 1024 });
  // java-tron reads a body as JSON whatever its content type says (fetch sends a string as text/plain,
  // curl -d as a form), and an empty body as no parameters; what is not JSON stays text for the route to refuse.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    faults.count(path);
    if (!isTronGridPath(path)) return;
    const at = chain.clock();
    accounting.record(at);
    // TronGrid keys requests by this header; without one, all share the anonymous key.
    const key = String(request.headers['tron-pro-api-key'] ?? '');
    const refusal = limiter.check(key, at);
    if (refusal !== null) {
      accounting.refuse();
      return reply.code(403).send(refusalBody(path, 403, refusal));
    }
    const fault = faults.take(path, at);
    if (fault) return reply.code(fault.status).send(fault.body);
  });

  app.get('/health', async () => ({ ok: true }));
  registerV1Routes(app, chain);
  registerWalletRoutes(app, chain);
  registerDemoRoutes(app, options);
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'self'; img-src 'self' data:")
      .send(walletPageHtml(chain.solidifyDepth)),
  );
  app.get('/wallet.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(walletPageScript));
  app.get('/wallet.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(walletPageCss));
  return app;
}
