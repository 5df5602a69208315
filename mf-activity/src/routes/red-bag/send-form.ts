/**
 * The send form of /redBag as pure rules, mirroring the server's (contract red-packets.ts): the
 * total as USDT text with at most 6 places, 1–100 shares, at least 0.01 USDT a share, a message
 * of at most 30 characters; the per-share hint; what is typed kept to an amount's shape.
 */
import {
  formatUsdt,
  MAX_AMOUNT,
  messages,
  microUsdt,
  parseUsdt,
  RED_PACKET_MAX_COUNT,
  RED_PACKET_MIN_SHARE,
  type RedPacketSendRequest,
} from 'shared-contracts';
import { fillText } from '../../shared/kit/text-format';

const text = messages.redBag;
const MAX_MESSAGE = 30;

export type Split = 'random' | 'equal';

export interface SendForm {
  total: string;
  count: string;
  split: Split;
  message: string;
}

export type SendCheck =
  | { ok: true; request: Omit<RedPacketSendRequest, 'request_id'> }
  | { ok: false; field: 'total' | 'count' | 'message'; error: string };

/**
 * What is typed into the total, kept to an amount's shape: digits, one point, 6 places.
 * @example keepTotalText('12.3456789') // '12.345678'
 * @example keepTotalText('1a.2.3') // '1.23'
 */
export function keepTotalText(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 6)}`;
}

/** The count typed as a whole number of shares; null when it is none. */
function countOf(typed: string): number | null {
  return /^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : null;
}

/**
 * The form checked as the server checks it (and against the balance when it is known); the first
 * problem wins. The request carries the total as the wire's 6-place text.
 * @example checkSendForm({ total: '1', count: '100', split: 'equal', message: '' }, null).ok // true
 */
export function checkSendForm(form: SendForm, balance: string | null): SendCheck {
  const total = parseUsdt(form.total);
  if (total === null || total === 0) return { ok: false, field: 'total', error: text.errors.total };
  if (total > MAX_AMOUNT) return { ok: false, field: 'total', error: text.errors.tooMuch };
  const count = countOf(form.count);
  if (count === null || count < 1 || count > RED_PACKET_MAX_COUNT)
    return { ok: false, field: 'count', error: text.errors.count };
  if (total < count * RED_PACKET_MIN_SHARE) return { ok: false, field: 'total', error: text.errors.shareTooSmall };
  const message = form.message.trim();
  if ([...message].length > MAX_MESSAGE) return { ok: false, field: 'message', error: text.errors.message };
  const held = balance === null ? null : parseUsdt(balance);
  if (held !== null && total > held) return { ok: false, field: 'total', error: text.errors.insufficient };
  return { ok: true, request: { total: formatUsdt(microUsdt(total)), count, split: form.split, message } };
}

/**
 * A share as the hint writes it: every place it has (a share may differ from another by one
 * micro-USDT), at least two.
 * @example shareText(3_333_334) // '3.333334'
 * @example shareText(2_000_000) // '2.00'
 */
export function shareText(micro: number): string {
  return formatUsdt(microUsdt(micro)).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/**
 * The hint under the form: each share of an equal packet (and the last one's, which takes the
 * remainder), the average of a random one, or the limits while the form is incomplete or wrong.
 * @example shareHint({ total: '10', count: '3', split: 'equal', message: '' }) // '每个 3.333333 USDT，最后一个 3.333334 USDT'
 */
export function shareHint(form: Pick<SendForm, 'total' | 'count' | 'split'>): string {
  const total = parseUsdt(form.total);
  const count = countOf(form.count);
  if (total === null || count === null || count < 1 || count > RED_PACKET_MAX_COUNT) return text.hintEmpty;
  if (total < count * RED_PACKET_MIN_SHARE) return text.errors.shareTooSmall;
  const share = Math.floor(total / count);
  if (form.split === 'random') return fillText(text.hintRandom, { share: shareText(share) });
  const last = total - share * (count - 1);
  return last === share
    ? fillText(text.hintEqual, { share: shareText(share) })
    : fillText(text.hintEqualRest, { share: shareText(share), last: shareText(last) });
}

/** One attempt of a send: the request it is for, and the id the server replays it by. */
export interface SendAttempt {
  fingerprint: string;
  requestId: string;
}

/**
 * The attempt for `request`: the pending one again when the form is unchanged (a retry after a
 * failure whose answer may have been lost, which the server then answers with the first packet
 * instead of paying a second), else a new one.
 */
export function attemptFor(
  pending: SendAttempt | null,
  request: Omit<RedPacketSendRequest, 'request_id'>,
  newId: () => string,
): SendAttempt {
  const fingerprint = JSON.stringify([request.total, request.count, request.split, request.message]);
  return pending?.fingerprint === fingerprint ? pending : { fingerprint, requestId: newId() };
}
