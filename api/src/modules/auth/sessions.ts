/**
 * Sessions for players and operators: created at login, found by token hash, extended while
 * used (7 days sliding), revoked by logout.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  OPERATOR_IDLE_MINUTES,
  OPERATOR_SESSION_HOURS,
  playerAdminMessages,
  type OperatorRole,
} from 'shared-contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { assertNotOnBreak, lockProtectionRow } from '../protection';
import { recordTrace } from '../risk';
import type { AppContext } from '../../context';
import { ForbiddenError, refuse, UnauthorizedError } from '../../errors';
import type { Subject } from '../../subject';
import {
  deleteDeadSessions,
  extendSession,
  insertSession,
  isLoginDisabled,
  revokeSessionRow,
  selectOperatorAccess,
  selectSessionByTokenHash,
} from './store';
import { hashToken, newToken } from './tokens';

/**
 * Extending on every request would write on every read. Every 5 minutes is plenty for a 7-day
 * window and keeps last_seen_at fresh for the home count's 15-minute online window.
 */
const EXTEND_AFTER_MS = 5 * 60 * 1000;
/** An operator's last_seen_at is kept to the minute: it is what the idle timeout reads. */
const OPERATOR_SEEN_EVERY_MS = 60 * 1000;
const OPERATOR_IDLE_MS = OPERATOR_IDLE_MINUTES * 60 * 1000;
const OPERATOR_SESSION_MS = OPERATOR_SESSION_HOURS * 60 * 60 * 1000;

export async function createSession(
  context: AppContext,
  subjectType: Subject['type'],
  subjectId: number,
  db: Kysely<Database> = context.db,
) {
  const token = newToken();
  const now = context.now();
  // A player's session slides for a week; an operator's ends after a working day, and sooner when idle.
  const ttlMs = subjectType === 'operator' ? OPERATOR_SESSION_MS : context.config.sessionTtlMs;
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const id = await insertSession(db, {
    token_hash: hashToken(token),
    subject_type: subjectType,
    subject_id: subjectId,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    last_seen_at: now.toISOString(),
  });
  return { token, expiresAt, id };
}

/**
 * A player's new session (password login, entry code), unless an operator disabled their login or
 * a break holds. Judged under the player's protection row lock, which taking a break and disabling
 * a login hold too: a login racing either commits first (and its session is revoked) or waits and
 * is refused. The session's client is traced in the same transaction: `opened` says how it was
 * opened (a password login, an entry code) and the device id the body carried, if any.
 */
export function openPlayerSession(
  context: AppContext,
  playerId: number,
  opened: { event: 'login' | 'session'; deviceId?: string },
) {
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    await lockProtectionRow(trx, context.dialect, playerId, now.toISOString());
    if (await isLoginDisabled(trx, playerId)) throw refuse(playerAdminMessages.loginDisabled);
    await assertNotOnBreak(trx, playerId, now, 'login');
    const session = await createSession(context, 'player', playerId, trx);
    await recordTrace(trx, { playerId, ...opened, ref: session.id, at: now });
    return session;
  });
}

/**
 * The bearer token of a request: `Authorization: Bearer <token>` only. A token in the query would
 * end up in logs, history and Referer headers; the entry URL carries a single-use code instead
 * (entry-codes.ts).
 */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** The caller, or 401 (no or dead token) or 403 (a valid token of the wrong kind). */
export async function authenticate(
  context: AppContext,
  request: FastifyRequest,
  audience: Subject['type'],
): Promise<Subject> {
  const token = tokenOf(request);
  if (!token || token.length > 200) throw new UnauthorizedError();
  const session = await selectSessionByTokenHash(context.db, hashToken(token));
  const now = context.now();
  if (!session || session.revoked_at !== null || new Date(session.expires_at) <= now) throw new UnauthorizedError();
  if (session.subject_type !== audience) throw new ForbiddenError();
  const subject: Subject = { type: session.subject_type, id: session.subject_id, sessionId: session.id };
  const idleMs = now.getTime() - new Date(session.last_seen_at).getTime();
  if (session.subject_type === 'operator') {
    subject.operator = await operatorAccess(context, session.id, session.subject_id, idleMs);
    // The operator's session does not slide: only last_seen_at moves, for the idle timeout.
    if (idleMs > OPERATOR_SEEN_EVERY_MS)
      await extendSession(context.db, session.id, now.toISOString(), session.expires_at);
  } else if (idleMs > EXTEND_AFTER_MS) {
    await extendSession(
      context.db,
      session.id,
      now.toISOString(),
      new Date(now.getTime() + context.config.sessionTtlMs).toISOString(),
    );
  }
  return subject;
}

/** An operator's role and two-factor status; 401 (and the session revoked) when idle too long or disabled. */
async function operatorAccess(context: AppContext, sessionId: number, operatorId: number, idleMs: number) {
  const operator = await selectOperatorAccess(context.db, operatorId);
  if (!operator || operator.disabled_at !== null || idleMs > OPERATOR_IDLE_MS) {
    await revokeSession(context, sessionId);
    throw new UnauthorizedError();
  }
  return {
    role: operator.role as OperatorRole,
    totpEnrolled: operator.totp_enabled_at !== null,
    mustChangePassword: operator.must_change_password === 1,
  };
}

export async function revokeSession(context: AppContext, sessionId: number): Promise<void> {
  await revokeSessionRow(context.db, sessionId, context.now().toISOString());
}

/**
 * Revokes the player session of `token`, if it is one that is still live: the session a browser
 * gives up when an entry code hands it another, so the one it held does not live on unseen.
 */
export async function revokeReplacedSession(context: AppContext, token: string | null): Promise<void> {
  if (!token || token.length > 200) return;
  const session = await selectSessionByTokenHash(context.db, hashToken(token));
  if (session?.subject_type === 'player' && session.revoked_at === null) await revokeSession(context, session.id);
}

/** Deletes player and operator sessions that are expired or revoked (the clean-up job). Returns how many. */
export function purgeDeadSessions(context: AppContext): Promise<number> {
  return deleteDeadSessions(context.db, context.now());
}
