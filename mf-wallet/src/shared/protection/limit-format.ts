/**
 * How a limit reads on the limits panel and what an edit of it does: amounts without trailing
 * zeros (writeUsdt), times as 北京时间 to the minute, the draft checked before the call, and whether a change
 * applies at once or after the 24-hour cooling-off (the server's planLimitChange decides; this
 * only tells the player beforehand).
 */
import { fillMessage, type LimitView, messages, type MicroUsdt, parseUsdt, writeUsdt } from 'shared-contracts';

const text = messages.protection;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * An ISO instant as 北京时间 wall time to the minute, as the server's refusals show it; text that is
 * no time is shown as it came.
 * @example shanghaiMinute('2026-11-26T16:00:00.000Z') // '2026-11-27 00:00'
 */
export function shanghaiMinute(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const wall = new Date(ms + SHANGHAI_OFFSET_MS).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
}

/** The lines under a limit's name: its value, usage, when room returns, and a waiting change. */
export interface LimitLines {
  value: string;
  usage: string | null;
  resets: string | null;
  pending: string | null;
}

/** What the limits panel shows for one limit. */
export function limitLines(view: LimitView): LimitLines {
  const value = view.amount === null ? text.notSet : fillMessage(text.usdt, { amount: writeUsdt(view.amount) });
  const usage =
    view.used === null
      ? null
      : fillMessage(view.key.startsWith('deposit') ? text.usedDeposit : text.usedLoss, {
          amount: writeUsdt(view.used),
        });
  // Nothing used: no room to come back, so no time to show.
  const nothingUsed = view.used === null || (parseUsdt(view.used) ?? 0) <= 0;
  const resets =
    view.resets_at === null || nothingUsed
      ? null
      : fillMessage(text.resetsAt, { time: shanghaiMinute(view.resets_at) });
  return { value, usage, resets, pending: pendingLine(view.pending) };
}

/** A raise or removal waiting for its cooling-off: "调整为 100 USDT，将于 … 生效", or null. */
export function pendingLine(pending: LimitView['pending']): string | null {
  if (!pending) return null;
  const time = shanghaiMinute(pending.applies_at);
  return pending.amount === null
    ? fillMessage(text.pendingRemoval, { time })
    : fillMessage(text.pendingAmount, { amount: writeUsdt(pending.amount), time });
}

/** A typed limit: an amount, or null to remove the limit (empty input). */
export type LimitDraft = { ok: true; amount: MicroUsdt | null; body: string } | { ok: false; message: string };

/**
 * The amount input checked as the API will: empty removes, else more than 0 with at most 6 decimals.
 * @example readLimitDraft(' 50 ') // { ok: true, amount: 50_000_000, body: '50' }
 */
export function readLimitDraft(typed: string): LimitDraft {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, amount: null, body: '' };
  const amount = parseUsdt(trimmed);
  if (amount === null || amount <= 0) return { ok: false, message: text.amountInvalid };
  return { ok: true, amount, body: trimmed };
}

/** When a change takes effect, as planLimitChange will decide it. */
export type LimitTiming = 'now' | 'later' | 'unchanged';

/**
 * A lower or first limit applies now; a higher one or a removal waits 24 hours; asking for the
 * limit in force changes nothing, unless a raise is waiting (then it cancels that raise, at once).
 */
export function limitTiming(view: LimitView, requested: MicroUsdt | null): LimitTiming {
  const current = view.amount === null ? null : parseUsdt(view.amount);
  if (current !== null && (requested === null || requested > current)) return 'later';
  if (requested === current) return view.pending ? 'now' : 'unchanged';
  return 'now';
}

/**
 * The reality check's interval as the player reads it.
 * @example realityLabel(30) // '每30分钟'
 */
export const realityLabel = (minutes: number) =>
  minutes === 0 ? text.realityOff : fillMessage(text.realityEvery, { minutes: String(minutes) });
