/**
 * Who is calling and from where, for the length of one API request: the client address (request.ip,
 * which follows the trusted-proxy rules), the device id the shell sends on every call (header
 * `x-device-id`) and the user agent. Kept in AsyncLocalStorage so that what an action writes (an audit
 * entry, a client trace) names its client without every use case passing it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { Subject } from './subject';

/** The header the shell sends its device id in (the same id as the captcha's, register's and login's). */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const USER_AGENT_MAX = 512;

export interface RequestClient {
  ip: string;
  /** Null when the caller sent none, or one that is not a device id. */
  deviceId: string | null;
  userAgent: string | null;
}

export interface RequestScope {
  client: RequestClient;
  /** The authenticated caller; null on public routes (registration, login). */
  subject: Subject | null;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** A request's client as stored: a well-formed device id or null, the user agent cut to its column. */
export function requestClientOf(request: FastifyRequest): RequestClient {
  const device = request.headers[DEVICE_ID_HEADER];
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    deviceId: typeof device === 'string' && DEVICE_ID_PATTERN.test(device) ? device : null,
    userAgent: typeof agent === 'string' && agent.length > 0 ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

/** Runs `work` with the request's scope readable by currentRequest() anywhere below it. */
export function withRequestScope<T>(value: RequestScope, work: () => Promise<T>): Promise<T> {
  return scope.run(value, work);
}

/** The current request's scope; undefined in jobs, CLIs and tests that call use cases directly. */
export function currentRequest(): RequestScope | undefined {
  return scope.getStore();
}
