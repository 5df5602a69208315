/** Registers declared routes: authenticate, parse the input with its schema, call, wrap in the envelope. */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages, adminMessages } from 'shared-contracts';
import type { AppContext } from '../context';
import { ForbiddenError, refuse } from '../errors';
import type { Audience, Subject } from '../subject';
import { requestClientOf, withRequestScope } from '../request-client';
import { inputFault } from './input-limits';
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

type Limit = NonNullable<RouteDefinition['rateLimit']>;
type Limiter = ReturnType<FastifyInstance['rateLimit']>;

/**
 * @fastify/rate-limit counts each route's limit in a store of that route: a group's routes instead
 * share one limiter, made once. Such a limiter's store (Redis keys too) names no route, so the
 * group's name goes into its key, beside the address as the library keys it (IPv6 by subnet).
 */
function groupLimiter(app: FastifyInstance, limiters: Map<string, { limit: Limit; limiter: Limiter }>, limit: Limit) {
  const group = limit.group as string;
  const made = limiters.get(group) ?? {
    limit,
    limiter: app.rateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}`,
    }),
  };
  if (made.limit.max !== limit.max || made.limit.timeWindowMs !== limit.timeWindowMs)
    throw new Error(`rate-limit group ${group}: its routes give different limits`);
  limiters.set(group, made);
  return made.limiter;
}

/**
 * An operator's role and two-factor status against the route: 403 unless their role is named,
 * (outside their own account and the change) their initial password is changed, and (outside their
 * own account and enrolment) two-factor login is in force. A route without roles is refused to
 * everyone: forgetting them fails closed.
 */
function assertOperatorMay(route: RouteDefinition, operator: NonNullable<Subject['operator']>): void {
  if (operator.mustChangePassword && !route.beforePasswordChange)
    throw new ForbiddenError(adminMessages.passwordChangeRequired);
  if (!operator.totpEnrolled && !route.beforeTotp) throw new ForbiddenError(adminMessages.totpNotEnrolled);
  if (!route.roles?.includes(operator.role)) throw new ForbiddenError(adminMessages.roleForbidden);
}

export function registerRoutes(
  app: FastifyInstance,
  context: AppContext,
  routes: readonly RouteDefinition[],
  authenticate: Authenticate,
): void {
  const limiters = new Map<string, { limit: Limit; limiter: Limiter }>();
  for (const route of routes) {
    const limit = route.rateLimit;
    app.route({
      method: route.method,
      url: route.path,
      config:
        limit && !limit.group
          ? { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } }
          : { rateLimit: false },
      ...(limit?.group ? { onRequest: groupLimiter(app, limiters, limit) } : {}),
      ...(route.bodyLimitBytes ? { bodyLimit: route.bodyLimitBytes } : {}),
      handler: async (request) => {
        const subject = route.audience === 'public' ? null : await authenticate(request, route.audience);
        if (subject?.operator) assertOperatorMay(route, subject.operator);
        const raw = rawInput(route, request);
        // Before anything walks the input (the schema, the NUL check): a nesting limit, then no NUL.
        const fault = inputFault(raw);
        if (fault) throw refuse(fault === 'too-deep' ? apiMessages.nestedTooDeep : apiMessages.badField);
        const input = route.input ? route.input.parse(raw) : undefined;
        const result = await withRequestScope({ client: requestClientOf(request), subject }, () =>
          route.handle({ input, subject, request, context }),
        );
        return { code: 200, result };
      },
    });
  }
}
