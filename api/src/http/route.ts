/**
 * A route is declared once: method, path, who may call it, the contract schemas of its input and
 * result, and its handler. The same list registers the Fastify routes and writes the OpenAPI document.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';

export type Audience = 'public' | 'player' | 'operator';

export interface Subject {
  type: 'player' | 'operator';
  id: number;
  sessionId: number;
}

export interface HandlerArgs<Input> {
  input: Input;
  /** Present on player and operator routes; null on public ones. */
  subject: Subject | null;
  request: FastifyRequest;
  context: AppContext;
}

export interface RouteDefinition<InputSchema extends z.ZodType = z.ZodType, ResultSchema extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  audience: Audience;
  /** Parsed from the query (GET, DELETE) or the body (POST, PUT), merged with path parameters. */
  input?: InputSchema;
  result: ResultSchema;
  /** Per-IP limit for this route, e.g. the captcha and login. */
  rateLimit?: { max: number; timeWindowMs: number };
  handle(args: HandlerArgs<z.output<InputSchema>>): Promise<z.input<ResultSchema>>;
}

/** Identity function that lets TypeScript infer a route's input and result types. */
export function defineRoute<InputSchema extends z.ZodType, ResultSchema extends z.ZodType>(
  route: RouteDefinition<InputSchema, ResultSchema>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}
