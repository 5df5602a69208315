/**
 * A route is declared once: method, path, who may call it, the contract schemas of its input and
 * result, and its handler. The same list registers the Fastify routes and writes the OpenAPI document.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { OperatorRole } from 'shared-contracts';
import type { AppContext } from '../context';
import type { Audience, SubjectOf } from '../subject';

export interface HandlerArgs<Input, A extends Audience = Audience> {
  input: Input;
  /** The caller on player and operator routes (authenticated before the handler runs); null on public ones. */
  subject: SubjectOf<A>;
  request: FastifyRequest;
  context: AppContext;
}

export interface RouteDefinition<
  InputSchema extends z.ZodType = z.ZodType,
  ResultSchema extends z.ZodType = z.ZodType,
  A extends Audience = Audience,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  audience: A;
  /** Parsed from the query (GET, DELETE) or the body (POST, PUT), merged with path parameters. */
  input?: InputSchema;
  result: ResultSchema;
  /**
   * Per-IP limit for this route, e.g. the captcha and login. Routes that name one `group` share one
   * count per address (the game launches: 30 a minute in all, not 30 on each); they give one limit.
   */
  rateLimit?: { max: number; timeWindowMs: number; group?: string };
  /** Operator routes: the roles that may call it (operator-roles.ts); any other role is answered 403. */
  roles?: readonly OperatorRole[];
  /** Operator routes an operator may call before enrolling two-factor login: their own account, enrolment, logout. */
  beforeTotp?: boolean;
  /** Operator routes an operator may call while their password is an initial one: their own account, the change, logout. */
  beforePasswordChange?: boolean;
  /** A larger JSON body than the site's limit, for an operator's pictures and pages (form bodies keep the site's). */
  bodyLimitBytes?: number;
  handle(args: HandlerArgs<z.output<InputSchema>, A>): Promise<z.input<ResultSchema>>;
}

/** An operator route must say which roles may call it; other routes have no roles. */
type RolesOf<A extends Audience> = A extends 'operator'
  ? { roles: readonly OperatorRole[] }
  : { roles?: never; beforeTotp?: never; beforePasswordChange?: never };

/** Identity function that lets TypeScript infer a route's input and result types, and its caller from its audience. */
export function defineRoute<InputSchema extends z.ZodType, ResultSchema extends z.ZodType, A extends Audience>(
  route: RouteDefinition<InputSchema, ResultSchema, A> & RolesOf<A>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}
