/**
 * What the rest of the API asks of player protection: is this player on a break (cool-off or
 * self-exclusion), which limits are in force, and the audit of every change. The checks at the
 * places money moves live beside this file (deposit-limits.ts, play-limits.ts).
 */
import {
  apiMessages,
  fillMessage,
  protectionNames,
  type BreakView,
  type LimitKey,
  type MicroUsdt,
} from 'shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refuse } from '../../errors';
import { formatShanghaiTime } from '../../shanghai-time';
import { isOnBreak, limitInForce, type LimitState } from './limit-windows';
import { insertProtectionEvent, selectLimitRows, selectProtectionRow } from './store';

type Db = Kysely<Database>;

/** Wall time for a refusal, to the minute: '2026-11-27 00:00'. */
export const shownTime = (at: Date) => formatShanghaiTime(at).slice(0, 16);

/** The player's break in force now, or null. */
export async function activeBreak(db: Db, playerId: number, now: Date): Promise<BreakView | null> {
  const row = await selectProtectionRow(db, playerId);
  if (!row?.break_kind || !row.break_started_at) return null;
  const until = row.break_until === null ? null : new Date(row.break_until);
  if (!isOnBreak(until, row.break_kind, now)) return null;
  return {
    kind: row.break_kind,
    period: row.break_period ?? '',
    started_at: row.break_started_at,
    until: row.break_until,
  };
}

/** The refusal a player on a break hears: what the break is and until when (北京时间). */
export function breakRefusal(onBreak: BreakView, purpose: 'login' | 'play') {
  const template = purpose === 'login' ? apiMessages.loginOnBreak : apiMessages.playOnBreak;
  const until = onBreak.until === null ? protectionNames.permanent : shownTime(new Date(onBreak.until));
  return refuse(fillMessage(template, { kind: protectionNames[onBreak.kind], until }));
}

/** Refuses a player on a break: login (password or entry code) and play. Withdrawals never ask. */
export async function assertNotOnBreak(db: Db, playerId: number, now: Date, purpose: 'login' | 'play') {
  const onBreak = await activeBreak(db, playerId, now);
  if (onBreak) throw breakRefusal(onBreak, purpose);
}

/** Marketing (popups, bonuses, red packets) is not for a player on a break. */
export async function isMarketingBlocked(db: Db, playerId: number, now: Date): Promise<boolean> {
  return (await activeBreak(db, playerId, now)) !== null;
}

/** The limits of `keys` in force now (a due raise applied), by key; absent keys have no limit. */
export async function limitsInForce(
  db: Db,
  playerId: number,
  now: Date,
  keys?: readonly LimitKey[],
): Promise<Map<LimitKey, LimitState>> {
  const rows = await selectLimitRows(db, playerId, keys);
  const limits = new Map<LimitKey, LimitState>();
  for (const row of rows) {
    const state = limitInForce(
      {
        amount: row.amount === null ? null : (Number(row.amount) as MicroUsdt),
        pendingAmount: row.pending_amount === null ? null : (Number(row.pending_amount) as MicroUsdt),
        pendingAt: row.pending_at === null ? null : new Date(row.pending_at),
      },
      now,
    );
    limits.set(row.limit_key as LimitKey, state);
  }
  return limits;
}

/** Writes one audited change of a player's protection. */
export function recordProtectionEvent(
  db: Db,
  event: {
    playerId: number;
    actor: 'player' | 'operator' | 'system';
    operatorId?: number | null;
    action: string;
    detail: Record<string, unknown>;
    now: Date;
  },
) {
  return insertProtectionEvent(db, {
    player_id: event.playerId,
    actor: event.actor,
    operator_id: event.operatorId ?? null,
    action: event.action,
    detail_json: JSON.stringify(event.detail),
    created_at: event.now.toISOString(),
  });
}
