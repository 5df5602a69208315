/**
 * The operator's side of a player's protection: a read-only view, and the only two changes an
 * operator may make — a 超级管理员 lifting a permanent exclusion that has run 6 months, and closing
 * a review of a deposit credited over a limit. Each is audited twice: audit_log (before and after)
 * and the player's protection_events, in the change's own transaction.
 */
import { apiMessages, formatUsdt, type AdminProtection } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { closeDepositReviewRow, selectDepositReview, selectOperatorRole, selectPlayerAge } from './account-store';
import { activeBreak, recordProtectionEvent } from './guard';
import { mayLiftPermanent } from './limit-windows';
import {
  lockProtectionRow,
  selectOpenDepositReviews,
  selectProtectionEvents,
  selectProtectionRow,
  updateProtectionRow,
} from './store';
import { limitViews } from './usage';

const EVENTS_SHOWN = 100;
const SUPER_ADMIN = 'super_admin';

async function assertPlayerExists(context: AppContext, playerId: number) {
  const player = await selectPlayerAge(context.db, playerId);
  if (!player) throw refuse(apiMessages.walletPlayerNotFound, 404);
  return player;
}

export async function adminProtection(context: AppContext, playerId: number): Promise<AdminProtection> {
  const player = await assertPlayerExists(context, playerId);
  const now = context.now();
  const row = await selectProtectionRow(context.db, playerId);
  const reviews = await selectOpenDepositReviews(context.db, playerId);
  const events = await selectProtectionEvents(context.db, playerId, EVENTS_SHOWN);
  return {
    player_id: playerId,
    limits: await limitViews(context.db, playerId, now),
    reality_check_minutes: row?.reality_check_minutes ?? 0,
    break: await activeBreak(context.db, playerId, now),
    age_confirmed_at: player.age_confirmed_at,
    deposit_reviews: reviews.map((review) => ({
      id: review.id,
      amount: formatUsdt(review.amount),
      limit_key: review.limit_key,
      created_at: review.created_at,
    })),
    events: events.map(({ detail_json, player_id: _player, ...event }) => ({
      ...event,
      detail: JSON.parse(detail_json) as Record<string, unknown>,
    })),
  };
}

/** Lifts a permanent self-exclusion: 超级管理员 only, and only once it has run PERMANENT_EXCLUSION_MIN_MONTHS. */
export async function liftPermanentExclusion(
  context: AppContext,
  operatorId: number,
  playerId: number,
  reason: string,
): Promise<AdminProtection> {
  await assertPlayerExists(context, playerId);
  if ((await selectOperatorRole(context.db, operatorId)) !== SUPER_ADMIN) throw refuse(apiMessages.roleForbidden);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await lockProtectionRow(trx, context.dialect, playerId, now.toISOString());
    const permanent = before.break_kind === 'exclusion' && before.break_period === 'permanent';
    if (!permanent || before.break_until !== null || !before.break_started_at) throw refuse(apiMessages.liftNotAllowed);
    if (!mayLiftPermanent(new Date(before.break_started_at), now)) throw refuse(apiMessages.liftNotAllowed);
    const cleared = { break_kind: null, break_period: null, break_started_at: null, break_until: null };
    await updateProtectionRow(trx, playerId, { ...cleared, updated_at: now.toISOString() });
    const after = { ...before, ...cleared, updated_at: now.toISOString() };
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'player_protection',
      entityId: playerId,
      before,
      after: { ...after, lift_reason: reason },
      at: now,
    });
    await recordProtectionEvent(trx, {
      playerId,
      actor: 'operator',
      operatorId,
      action: 'exclusion_lifted',
      detail: { period: before.break_period, started_at: before.break_started_at, reason },
      now,
    });
  });
  return adminProtection(context, playerId);
}

/** Closes an open review of a deposit credited over a limit, with the operator's note. */
export async function closeDepositReview(
  context: AppContext,
  operatorId: number,
  target: { playerId: number; reviewId: number; note: string },
): Promise<AdminProtection> {
  await assertPlayerExists(context, target.playerId);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await selectDepositReview(trx, target.playerId, target.reviewId);
    const closed =
      before?.status === 'open'
        ? await closeDepositReviewRow(trx, target.reviewId, {
            closedBy: operatorId,
            note: target.note,
            closedAt: now.toISOString(),
          })
        : undefined;
    // Unknown, another player's, or closed already (by an earlier click or a colleague at the same moment).
    if (!before || !closed) throw refuse(apiMessages.depositReviewClosed);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'deposit_limit_reviews',
      entityId: target.reviewId,
      before,
      after: closed,
      at: now,
    });
    await recordProtectionEvent(trx, {
      playerId: target.playerId,
      actor: 'operator',
      operatorId,
      action: 'deposit_review_closed',
      detail: { review_id: target.reviewId, amount: formatUsdt(before.amount), note: target.note },
      now,
    });
  });
  return adminProtection(context, target.playerId);
}
