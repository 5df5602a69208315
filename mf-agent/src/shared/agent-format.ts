/** How the agent screens write rates, statuses, periods, times and the claim rule, kept pure so they are tested without React. */
import {
  AGENT_MAX_RATE,
  apiGameTypeNames,
  messages,
  parseUsdt,
  shownUsdtText,
  type AgentPeriod,
} from 'shared-contracts';

const text = messages.agentCommon;

/**
 * A catalogue text with its `{name}` slots filled.
 * @example fillText('更新于 {time}', { time: '12:05' }) // '更新于 12:05'
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/**
 * A rate per 10,000 of stake as a percentage with two decimals, in integers only (no float drift).
 * @example ratePercent(50) // '0.50%'
 * @example ratePercent(125) // '1.25%'
 */
export function ratePercent(rate: number): string {
  const bounded = Math.min(Math.max(Math.trunc(rate), 0), AGENT_MAX_RATE);
  return `${Math.floor(bounded / 100)}.${String(bounded % 100).padStart(2, '0')}%`;
}

/**
 * A rate as players read it: 万分之Y, then the percentage.
 * @example rateText(70) // '万分之70 (0.70%)'
 */
export function rateText(rate: number): string {
  return `${text.ratePrefix}${rate} (${ratePercent(rate)})`;
}

/** The name of a game category; an id the catalogue does not know reads as 其他. */
export function categoryName(gameTypeId: number): string {
  return apiGameTypeNames[gameTypeId] ?? apiGameTypeNames[0] ?? String(gameTypeId);
}

/** 全部 / 今天 / 昨天 / 本周 / 本月. */
export function periodLabel(period: AgentPeriod): string {
  return text.periods[period];
}

/** A daily commission's status as a word: 无佣金 / 未领取 / 已领取; an unknown status reads as 无佣金. */
export function statusLabel(status: number): string {
  return status === 1 || status === 2 ? text.status[status] : text.status[0];
}

/**
 * The Asia/Shanghai clock time (HH:mm) of a wire time: an ISO instant, or the API's Shanghai wall
 * time 'YYYY-MM-DD HH:mm:ss'. Null when the text is neither.
 * @example shanghaiClock('2026-11-25T04:05:00.000Z') // '12:05'
 * @example shanghaiClock('2026-11-25 12:05:09') // '12:05'
 */
export function shanghaiClock(wire: string): string | null {
  const wall = /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2})(:\d{2})?$/.exec(wire.trim());
  if (wall) return wall[1] ?? null;
  const ms = Date.parse(wire);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(11, 16);
}

/**
 * The date part of a wire time (joined_at, a claim's time) as the rows show it.
 * @example dayOf('2026-11-25 12:05:09') // '2026-11-25'
 */
export function dayOf(wire: string): string {
  const wall = /^\d{4}-\d{2}-\d{2}/.exec(wire.trim());
  if (wall && !wire.includes('T')) return wall[0];
  const ms = Date.parse(wire);
  return Number.isNaN(ms) ? wire : new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A wire time as Asia/Shanghai wall time 'YYYY-MM-DD HH:mm:ss': the API's wall time as it came,
 * an ISO instant converted; anything else as it came.
 * @example shanghaiDateTime('2026-11-25T04:05:06.000Z') // '2026-11-25 12:05:06'
 */
export function shanghaiDateTime(wire: string): string {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(wire.trim())) return wire.trim();
  const ms = Date.parse(wire);
  if (Number.isNaN(ms)) return wire;
  return new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whether a claim may be asked: something unclaimed, and at least the minimum (compared in micro-USDT). */
export function canClaim(unclaimed: string, claimMin: string): boolean {
  const amount = parseUsdt(unclaimed);
  const min = parseUsdt(claimMin);
  if (amount === null || min === null) return false;
  return amount > 0 && amount >= min;
}

/** A wire amount with the shell's 4 decimals. */
export const usdt = (wire: string): string => shownUsdtText(wire);

/**
 * A member id typed in the search box: digits only, 1 to 2,147,483,647; null for anything else
 * (the box then says 请输入数字ID instead of asking the API).
 * @example parseMemberId(' 1024 ') // 1024
 */
export function parseMemberId(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * A fresh claim request id: 32 hex digits, within the contract's [A-Za-z0-9_-]{8,64}. One per
 * attempt; a retry of the same attempt sends it again so the API answers the first result.
 */
export function newClaimRequestId(random: () => string = () => crypto.randomUUID()): string {
  return random().replaceAll('-', '');
}

/**
 * The rate of a settled day in one word: the single rate all its categories paid, or the lowest
 * and highest; null for a day without categories.
 * @example rateSummary([{ rate: 50 }, { rate: 70 }]) // '万分之50~70'
 */
export function rateSummary(categories: readonly { rate: number }[]): string | null {
  if (categories.length === 0) return null;
  const rates = categories.map((category) => category.rate);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return low === high ? rateText(low) : `${text.ratePrefix}${low}~${high}`;
}

/** Categories that pay by the same tiers, shown as one group of the rate table. */
export interface TierGroup<Tier> {
  gameTypeIds: number[];
  tiers: readonly Tier[];
}

/**
 * The template's categories grouped by identical tiers, in the order each group first appears:
 * the default template (one tier table for every category) reads as one group, not eight.
 * @example groupByTiers([{ game_type_id: 1, tiers: t }, { game_type_id: 5, tiers: t }]) // [{ gameTypeIds: [1, 5], tiers: t }]
 */
export function groupByTiers<Tier extends { min_performance: string; rate: number }>(
  categories: readonly { game_type_id: number; tiers: readonly Tier[] }[],
): TierGroup<Tier>[] {
  const groups = new Map<string, TierGroup<Tier>>();
  for (const category of categories) {
    const key = category.tiers.map((tier) => `${tier.min_performance}:${tier.rate}`).join('|');
    const group = groups.get(key);
    if (group) group.gameTypeIds.push(category.game_type_id);
    else groups.set(key, { gameTypeIds: [category.game_type_id], tiers: category.tiers });
  }
  return [...groups.values()];
}
