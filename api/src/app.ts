/** The API application: built here, started by main.ts, injected into by tests (no port). */
import Fastify, { type FastifyInstance } from 'fastify';

export function buildApp(options: { logger?: boolean } = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/api/health', async () => ({ code: 200, result: { status: 'ok' } }));
  return app;
}
