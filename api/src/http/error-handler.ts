/** The one place errors become responses. Only a bug is a 500. */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { apiMessages } from 'shared-contracts';
import { isDatabaseBusy } from '../db/errors';
import { DomainError, ForbiddenError, UnauthorizedError } from '../errors';

/** Chinese text for Fastify's own client errors (bad JSON, wrong content type, too large...). */
function messageForClientError(error: FastifyError): string {
  if (error.statusCode === 413) return apiMessages.bodyTooLarge;
  if (error.statusCode === 429) return apiMessages.tooManyRequests;
  return apiMessages.badBody;
}

/** Fastify's errors before routing (a path it cannot decode, an over-long path parameter), in the envelope. */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    reply.code(400).send({ code: 400, message: apiMessages.badRequest });
  else reply.code(500).send({ code: 500, message: apiMessages.serverError });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof UnauthorizedError) return reply.code(401).send({ code: 401, message: error.message });
    if (error instanceof ForbiddenError) return reply.code(403).send({ code: 403, message: error.message });
    if (error instanceof DomainError) return reply.code(200).send({ code: error.code, message: error.message });
    if (error instanceof ZodError) {
      return reply.code(200).send({ code: 400, message: error.issues[0]?.message ?? apiMessages.badRequest });
    }
    // Rate limits answer in the envelope, so the player sees the Chinese message as a toast.
    if (error.statusCode === 429) return reply.code(200).send({ code: 429, message: apiMessages.tooManyRequests });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ code: error.statusCode, message: messageForClientError(error) });
    }
    // Not a bug: SQLite stayed locked by another process (a CLI run by hand) past the busy timeout.
    // Nothing was applied; the caller may send the same request again (providers do).
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply.code(503).send({ code: 503, message: apiMessages.serverError });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: apiMessages.serverError });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, message: apiMessages.notFound }));
}
