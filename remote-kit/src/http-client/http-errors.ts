/**
 * What a failed request shows the player (spec §8). Pure, so the rules are unit-tested. A cancelled
 * request shows nothing: its error, RequestCancelledError, is part of the HostApi contract (shared-contracts).
 */
import { messages } from 'shared-contracts';

/** The envelope said no: its message is already Chinese text for the player. */
export class EnvelopeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

/** The server answered with an HTTP error status. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

type StatusMessages = typeof messages.http;

/**
 * The toast for an HTTP error status: the §8 text, the URL after 请求地址出错 for a 404, the
 * server's own text for a 500 when it sent one.
 * @example toastForStatus(404, '/api/x') // '请求地址出错: /api/x'
 */
export function toastForStatus(status: number, url: string, serverText?: string): string {
  if (status === 404) return `${messages.http[404]}: ${url}`;
  if (status === 500) return serverText?.trim() || messages.http[500];
  if (status in messages.http) return messages.http[status as keyof StatusMessages];
  return messages.http.other;
}

/** The text of an error body: the envelope's message, `error.message`, or plain text. */
export function serverTextOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (body && typeof body === 'object') {
    const { message, error, result } = body as { message?: unknown; error?: { message?: unknown }; result?: unknown };
    if (typeof error?.message === 'string' && error.message) return error.message;
    if (typeof message === 'string' && message) return message;
    if (typeof result === 'string' && result) return result;
  }
  return undefined;
}
