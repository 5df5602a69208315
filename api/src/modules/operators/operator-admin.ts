/**
 * 超级管理员's use cases on operator accounts: list, create, change role or disable, reset two-factor
 * login, and their live sessions. Every change is audited with the account before and after (never
 * a password hash or a secret), and none may leave the site without an enabled 超级管理员.
 */
import { OPERATOR_IDLE_MINUTES, operatorMessages, type OperatorRole } from 'shared-contracts';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import {
  countLiveOperatorSessions,
  countOperators,
  selectLiveOperatorSessions,
  selectOpenOperatorSession,
  selectOperatorPage,
  type LiveWindow,
  type OperatorFilter,
} from './operator-admin-store';
import {
  lockEnabledSuperAdmins,
  lockOperator,
  revokeOpenSession,
  revokeOperatorSessions,
  selectOperator,
  updateOperator,
} from './store';
import { createOperator } from './operators';
import { clearTotp } from './totp-enrolment';

interface Paging {
  page: number;
  size: number;
}

function liveWindow(context: AppContext): LiveWindow {
  const now = context.now();
  return {
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - OPERATOR_IDLE_MINUTES * 60_000).toISOString(),
  };
}

/** What the audit log keeps of an account: no password hash, no secret. */
function auditView(row: {
  username: string;
  role: string;
  totp_enabled_at: string | null;
  disabled_at: string | null;
}) {
  return {
    username: row.username,
    role: row.role,
    totp_enabled: row.totp_enabled_at !== null,
    disabled: row.disabled_at !== null,
  };
}

export async function listOperators(context: AppContext, query: OperatorFilter & Paging) {
  const { page, size, ...filter } = query;
  const [total, rows] = await Promise.all([
    countOperators(context.db, filter),
    selectOperatorPage(context.db, filter, { offset: (page - 1) * size, limit: size }, liveWindow(context)),
  ]);
  return {
    total,
    page,
    size,
    list: rows.map((row) => operatorView(row, Number(row.live_sessions ?? 0))),
  };
}

/** An operator as the console lists it: flags instead of timestamps where it only shows yes or no. */
function operatorView(
  operator: {
    id: number;
    username: string;
    role: string;
    totp_enabled_at: string | null;
    disabled_at: string | null;
    created_at: string;
    last_login_at: string | null;
    must_change_password: number;
  },
  liveSessions: number,
) {
  return {
    id: operator.id,
    username: operator.username,
    role: operator.role as OperatorRole,
    totp_enabled: operator.totp_enabled_at !== null,
    totp_enabled_at: operator.totp_enabled_at,
    disabled: operator.disabled_at !== null,
    created_at: operator.created_at,
    last_login_at: operator.last_login_at,
    must_change_password: operator.must_change_password === 1,
    live_sessions: liveSessions,
  };
}

/** The account as the list shows it (after a change). */
async function operatorRow(context: AppContext, id: number) {
  const operator = await selectOperator(context.db, id);
  if (!operator) throw refuse(operatorMessages.notFound, 404);
  return operatorView(operator, await countLiveOperatorSessions(context.db, liveWindow(context), id));
}

export async function addOperator(
  context: AppContext,
  actorId: number,
  input: { username: string; password: string; role: OperatorRole },
) {
  let created: { id: number; username: string };
  try {
    created = await createOperator(context, input.username, input.password, input.role);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(operatorMessages.usernameTaken);
    throw error;
  }
  await writeAudit(context.db, {
    operatorId: actorId,
    action: 'create',
    entity: 'operators',
    entityId: created.id,
    before: null,
    after: { username: created.username, role: input.role, totp_enabled: false, disabled: false },
    at: context.now(),
  });
  return operatorRow(context, created.id);
}

/**
 * A new role and/or disabling or enabling again. Under the lock of the enabled 超级管理员 rows, so
 * two such changes at once cannot each leave the other as the last and remove both.
 */
export async function changeOperator(
  context: AppContext,
  actorId: number,
  input: { id: number; role?: OperatorRole; disabled?: boolean },
) {
  const now = context.now().toISOString();
  await inTransaction(context.db, async (trx) => {
    const superAdmins = await lockEnabledSuperAdmins(trx, context.dialect);
    const before = await lockOperator(trx, context.dialect, input.id);
    if (!before) throw refuse(operatorMessages.notFound, 404);
    const role = input.role ?? before.role;
    const disabledAt =
      input.disabled === undefined ? before.disabled_at : input.disabled ? (before.disabled_at ?? now) : null;
    if (role === before.role && disabledAt === before.disabled_at) return;
    const staysSuperAdmin = role === 'super_admin' && disabledAt === null;
    if (!staysSuperAdmin && superAdmins.every((id) => id === input.id)) throw refuse(operatorMessages.lastSuperAdmin);
    await updateOperator(trx, input.id, { role, disabled_at: disabledAt });
    // A disabled operator's sessions end now, not at their next request.
    if (disabledAt !== null && before.disabled_at === null) await revokeOperatorSessions(trx, input.id, now);
    await writeAudit(trx, {
      operatorId: actorId,
      action: 'update',
      entity: 'operators',
      entityId: input.id,
      before: auditView(before),
      after: auditView({ ...before, role, disabled_at: disabledAt }),
      at: context.now(),
    });
  });
  return operatorRow(context, input.id);
}

/** Two-factor login cleared, recovery codes gone, sessions ended: the operator enrols again at their next login. */
export async function resetOperatorTotp(context: AppContext, actorId: number, id: number) {
  await inTransaction(context.db, async (trx) => {
    const before = await lockOperator(trx, context.dialect, id);
    if (!before) throw refuse(operatorMessages.notFound, 404);
    await clearTotp(trx, id);
    await revokeOperatorSessions(trx, id, context.now().toISOString());
    await writeAudit(trx, {
      operatorId: actorId,
      action: 'update',
      entity: 'operators',
      entityId: id,
      before: auditView(before),
      after: { ...auditView({ ...before, totp_enabled_at: null }), totp_reset: true },
      at: context.now(),
    });
  });
  return operatorRow(context, id);
}

export async function listOperatorSessions(
  context: AppContext,
  currentSessionId: number,
  query: Paging & { operator_id?: number },
) {
  const window = liveWindow(context);
  const [total, rows] = await Promise.all([
    countLiveOperatorSessions(context.db, window, query.operator_id),
    selectLiveOperatorSessions(
      context.db,
      window,
      { offset: (query.page - 1) * query.size, limit: query.size },
      query.operator_id,
    ),
  ]);
  return {
    total,
    page: query.page,
    size: query.size,
    list: rows.map((row) => ({ ...row, current: row.id === currentSessionId })),
  };
}

export async function revokeOperatorSession(context: AppContext, actorId: number, sessionId: number) {
  await inTransaction(context.db, async (trx) => {
    const session = await selectOpenOperatorSession(trx, sessionId);
    // Revoked by someone else (or its logout) in between: nothing left to revoke.
    if (!session || !(await revokeOpenSession(trx, session.id, context.now().toISOString())))
      throw refuse(operatorMessages.sessionNotFound, 404);
    await writeAudit(trx, {
      operatorId: actorId,
      action: 'update',
      entity: 'operator_sessions',
      entityId: session.id,
      before: { operator: session.username, revoked: false },
      after: { operator: session.username, revoked: true },
      at: context.now(),
    });
  });
  return { revoked: true as const };
}
