/** Registers declared routes: authenticate, parse the input with its schema, call, wrap in the envelope. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { authenticate } from '../modules/auth/sessions';
import type { RouteDefinition, Subject } from './route';

function rawInput(route: RouteDefinition, request: FastifyRequest): Record<string, unknown> {
  const source = route.method === 'GET' || route.method === 'DELETE' ? request.query : request.body;
  // A body that is not an object (a JSON array, a bare string) is simply no fields.
  const fields = source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  return { ...fields, ...(request.params as Record<string, unknown>) };
}

export function registerRoutes(app: FastifyInstance, context: AppContext, routes: readonly RouteDefinition[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      config: route.rateLimit ? { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.timeWindowMs } } : { rateLimit: false },
      handler: async (request) => {
        let subject: Subject | null = null;
        if (route.audience !== 'public') subject = await authenticate(context, request, route.audience);
        const input = route.input ? route.input.parse(rawInput(route, request)) : undefined;
        const result = await route.handle({ input, subject, request, context });
        return { code: 200, result };
      },
    });
  }
}
