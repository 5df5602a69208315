/** SQL of the 运营账号 screen: operators with their live session counts, and the live operator sessions. */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { OperatorRole } from 'shared-contracts';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A session that still works now: not revoked, not expired, used within the idle timeout. */
export interface LiveWindow {
  now: string;
  /** Sessions last seen before this are idle past the timeout (their next request is refused). */
  idleSince: string;
}

function liveSessions(eb: ExpressionBuilder<Database, 'sessions'>, window: LiveWindow) {
  return eb.and([
    eb('sessions.subject_type', '=', 'operator'),
    eb('sessions.revoked_at', 'is', null),
    eb('sessions.expires_at', '>', window.now),
    eb('sessions.last_seen_at', '>=', window.idleSince),
  ]);
}

export interface OperatorFilter {
  username?: string;
  role?: OperatorRole;
  status?: 'enabled' | 'disabled';
}

function filteredOperators(db: Db, filter: OperatorFilter) {
  let query = db.selectFrom('operators');
  // `_` is a LIKE wildcard (and a character of names): the typed text is matched literally.
  if (filter.username) {
    const pattern = `%${filter.username.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`username_canonical like ${pattern} escape '\\'`);
  }
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.status === 'enabled') query = query.where('disabled_at', 'is', null);
  if (filter.status === 'disabled') query = query.where('disabled_at', 'is not', null);
  return query;
}

export async function countOperators(db: Db, filter: OperatorFilter): Promise<number> {
  const row = await filteredOperators(db, filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of operators, oldest first, each with how many live sessions they hold. */
export function selectOperatorPage(
  db: Db,
  filter: OperatorFilter,
  page: { offset: number; limit: number },
  window: LiveWindow,
) {
  return filteredOperators(db, filter)
    .select((eb) => [
      'operators.id',
      'operators.username',
      'operators.role',
      'operators.totp_enabled_at',
      'operators.disabled_at',
      'operators.created_at',
      'operators.last_login_at',
      'operators.must_change_password',
      eb
        .selectFrom('sessions')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('sessions.subject_id', '=', 'operators.id')
        .where((inner) => liveSessions(inner, window))
        .as('live_sessions'),
    ])
    .orderBy('operators.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countLiveOperatorSessions(db: Db, window: LiveWindow, operatorId?: number): Promise<number> {
  let query = db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll().as('total'))
    .where((eb) => liveSessions(eb, window));
  if (operatorId !== undefined) query = query.where('sessions.subject_id', '=', operatorId);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * A page of live operator sessions, newest first, with the operator's name and where the session
 * was opened from: the login's client trace, which names its session (ref = the session id).
 */
export function selectLiveOperatorSessions(
  db: Db,
  window: LiveWindow,
  page: { offset: number; limit: number },
  operatorId?: number,
) {
  let query = db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.id', 'sessions.subject_id')
    .leftJoin('client_traces', (join) =>
      join
        .onRef('client_traces.operator_id', '=', 'sessions.subject_id')
        .on('client_traces.event', '=', 'login')
        .on((eb) => eb('client_traces.ref', '=', eb.cast<string>('sessions.id', 'varchar(64)'))),
    )
    .select([
      'sessions.id',
      'sessions.subject_id as operator_id',
      'operators.username',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'client_traces.ip',
      'client_traces.user_agent',
    ])
    .where((eb) => liveSessions(eb, window));
  if (operatorId !== undefined) query = query.where('sessions.subject_id', '=', operatorId);
  return query.orderBy('sessions.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

/** An operator session that is not revoked yet, with its operator's name. */
export function selectOpenOperatorSession(db: Db, sessionId: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.id', 'sessions.subject_id')
    .select(['sessions.id', 'sessions.subject_id as operator_id', 'operators.username', 'sessions.expires_at'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.subject_type', '=', 'operator')
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
}
