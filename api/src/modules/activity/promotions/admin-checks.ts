/** Pure checks of an operator's promotion: the parameters' cross-field rules and the period's times. */
import { promotionParamsFault, type PromotionParams } from 'shared-contracts';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Whether `params` (parsed by promotionParamsSchema) are fit to run as promotion `type`: the
 * type's rule kind, and the rules a schema cannot say field by field (caps above 0, tiers rising,
 * a lucky-money range from 0.01, VIP levels from level 0 at stake 0, sign-in rewards above 0).
 * The rules live in shared-contracts, where the console's form checks them too.
 * @example promotionParamsFit(1, { kind: 'deposit_bonus', scope: 'first', min_deposit: '10', percent: 10000, cap: '0', turnover_multiple: 10 }) // false (cap 0)
 */
export function promotionParamsFit(type: number, params: PromotionParams): boolean {
  return promotionParamsFault(type, params) === null;
}

/**
 * The instant a period time names: ISO with a zone as given, a time without one as Asia/Shanghai
 * wall time; null for a day or time that does not exist (2026-02-30, 24:00).
 * @example promotionInstant('2026-11-26 00:00:00') // 2026-11-25T16:00:00.000Z
 */
export function promotionInstant(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00', fraction = '0', zone] = match;
  const fields = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(
    fields[0],
    fields[1] - 1,
    fields[2],
    fields[3],
    fields[4],
    fields[5],
    Number(fraction.padEnd(3, '0')),
  );
  const check = new Date(wall);
  // Date.UTC rolls 2026-02-30 over to March: a day or time that does not exist is refused.
  const back = [check.getUTCMonth() + 1, check.getUTCDate(), check.getUTCHours(), check.getUTCMinutes()];
  if (back.some((value, index) => value !== fields[index + 1])) return null;
  return new Date(wall - zoneOffsetMs(zone));
}

/** The offset of 'Z' / '+08:00' / '-05:30' in milliseconds; a time without a zone is Shanghai's. */
function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined) return SHANGHAI_OFFSET_MS;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [hours, minutes] = zone.slice(1).split(':').map(Number) as [number, number];
  return sign * (hours * 60 + minutes) * 60_000;
}
