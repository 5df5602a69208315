/**
 * The public file route that serves the pictures the console uploads (admin-routes.ts), GET
 * /api/files/<sha256>.<ext>: a plain Fastify route, as it answers bytes, not the envelope.
 */
import type { FastifyInstance } from 'fastify';
import { apiMessages, apiPaths, UPLOAD_TYPES } from 'shared-contracts';
import type { AppContext } from '../../context';
import { openStoredFile } from './stored-files';

/** By extension; svg is the demo seed's drawings (served under `default-src 'none'`, so no script in one runs). */
const CONTENT_TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([type, extension]) => [extension, type])),
  svg: 'image/svg+xml',
};

/**
 * GET /api/files/:name, public: a stored picture. Its name is its content's hash, so it is cached
 * for a year; the type comes from the extension (the upload checked the bytes); nothing in it may
 * run or be sniffed as another type.
 */
export async function fileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get<{ Params: { name: string } }>(`${apiPaths.files}/:name`, async (request, reply) => {
    const file = await openStoredFile(context.config.uploadsDir, request.params.name);
    if (!file) return reply.code(404).send({ code: 404, message: apiMessages.notFound });
    const extension = request.params.name.slice(request.params.name.lastIndexOf('.') + 1);
    return reply
      .headers({
        'content-type': CONTENT_TYPES[extension],
        'content-length': String(file.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      })
      .send(file.stream);
  });
}
