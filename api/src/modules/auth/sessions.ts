/**
 * Sessions for players and operators: created at login, found by token hash, extended while
 * used (7 days sliding), revoked by logout.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';
import type { Subject } from '../../http/route';
import { hashToken, newToken } from './tokens';

/**
 * Extending on every request would write on every read. Every 5 minutes is plenty for a 7-day
 * window and keeps last_seen_at fresh for the home count's 15-minute online window.
 */
const EXTEND_AFTER_MS = 5 * 60 * 1000;

export async function createSession(context: AppContext, subjectType: Subject['type'], subjectId: number) {
  const token = newToken();
  const now = context.now();
  const expiresAt = new Date(now.getTime() + context.config.sessionTtlMs).toISOString();
  await context.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), subject_type: subjectType, subject_id: subjectId, created_at: now.toISOString(), expires_at: expiresAt, last_seen_at: now.toISOString(), revoked_at: null })
    .execute();
  return { token, expiresAt };
}

/** The bearer token of a request: `Authorization: Bearer <token>` or `?token=`. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : null;
}

/** The caller, or 401 (no or dead token) or 403 (a valid token of the wrong kind). */
export async function authenticate(context: AppContext, request: FastifyRequest, audience: Subject['type']): Promise<Subject> {
  const token = tokenOf(request);
  if (!token || token.length > 200) throw new UnauthorizedError();
  const session = await context.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  const now = context.now();
  if (!session || session.revoked_at !== null || new Date(session.expires_at) <= now) throw new UnauthorizedError();
  if (session.subject_type !== audience) throw new ForbiddenError();
  if (now.getTime() - new Date(session.last_seen_at).getTime() > EXTEND_AFTER_MS) {
    await context.db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString(), expires_at: new Date(now.getTime() + context.config.sessionTtlMs).toISOString() })
      .where('id', '=', session.id)
      .execute();
  }
  return { type: session.subject_type, id: session.subject_id, sessionId: session.id };
}

export async function revokeSession(context: AppContext, sessionId: number): Promise<void> {
  await context.db.updateTable('sessions').set({ revoked_at: context.now().toISOString() }).where('id', '=', sessionId).execute();
}
