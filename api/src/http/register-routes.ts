/** Registers declared routes: authenticate, parse the input with its schema, call, wrap in the envelope. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../context';
import { refuse } from '../errors';
import type { Audience, Subject } from '../subject';
import type { RouteDefinition } from './route';

/**
 * Checks the caller of a route that is not public: their Subject, or a throw (401 no valid
 * token, 403 a token of the wrong kind). Given by the composition root: plumbing knows no module.
 */
export type Authenticate = (request: FastifyRequest, audience: Exclude<Audience, 'public'>) => Promise<Subject>;

function rawInput(route: RouteDefinition, request: FastifyRequest): Record<string, unknown> {
  const source = route.method === 'GET' || route.method === 'DELETE' ? request.query : request.body;
  // A body that is not an object (a JSON array, a bare string) is simply no fields.
  const fields =
    source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  return { ...fields, ...(request.params as Record<string, unknown>) };
}

/** NUL is never part of real input, and PostgreSQL refuses it in text: stop it at the door. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

export function registerRoutes(
  app: FastifyInstance,
  context: AppContext,
  routes: readonly RouteDefinition[],
  authenticate: Authenticate,
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      config: route.rateLimit
        ? { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.timeWindowMs } }
        : { rateLimit: false },
      handler: async (request) => {
        const subject = route.audience === 'public' ? null : await authenticate(request, route.audience);
        const raw = rawInput(route, request);
        if (containsNul(raw)) throw refuse(apiMessages.badField);
        const input = route.input ? route.input.parse(raw) : undefined;
        const result = await route.handle({ input, subject, request, context });
        return { code: 200, result };
      },
    });
  }
}
