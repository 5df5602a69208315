/** How the activity screens write periods, groups, progress, rewards and the sign-in calendar, kept pure so they are tested without React. */
import {
  messages,
  parseUsdt,
  PROMOTION_GROUPS,
  PROMOTION_TYPE_MAX,
  PROMOTION_TYPE_MIN,
  shownUsdtText,
  type ActivityReward,
  type PromotionGroup,
  type TaskListItem,
} from 'shared-contracts';
import { fillText } from './text-format';

const text = messages.activityList;

/**
 * The day of an Asia/Shanghai wall time as the API sends it ('YYYY-MM-DD HH:mm:ss'); other text as it came.
 * @example dayOfWall('2026-11-01 00:00:00') // '2026-11-01'
 */
export function dayOfWall(wall: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(wall.trim())?.[0] ?? wall;
}

/**
 * A promotion's period in one line: '2026-11-01 至 2026-11-30', or 长期有效 when it has no end.
 * @example periodText({ starts_at: '2026-11-01 00:00:00', ends_at: null }) // '长期有效'
 */
export function periodText(item: Pick<TaskListItem, 'starts_at' | 'ends_at'>): string {
  if (item.ends_at === null) return text.forever;
  return fillText(text.period, { start: dayOfWall(item.starts_at), end: dayOfWall(item.ends_at) });
}

/** The tabs of /activity: 全部, then each group in the contract's order. */
export type GroupTab = 'all' | PromotionGroup;
export const GROUP_TABS: readonly { key: GroupTab; title: string }[] = [
  { key: 'all', title: text.groups.all },
  ...PROMOTION_GROUPS.map((group) => ({ key: group, title: text.groups[group] })),
];

/** A tab key from the Tabs' onChange; anything unknown is 全部. */
export function groupTabOf(key: string): GroupTab {
  return GROUP_TABS.find((tab) => tab.key === key)?.key ?? 'all';
}

/** The cards of one tab, in the API's order (全部: all of them). */
export function itemsOfGroup(list: readonly TaskListItem[], group: GroupTab): TaskListItem[] {
  return group === 'all' ? [...list] : list.filter((item) => item.group === group);
}

/**
 * How far `current` is toward `target` in whole percent, 0–100, computed in micro-USDT (no float
 * drift): a reached or zero target is 100, an unreadable amount 0.
 * @example progressPercent('1234.000000', '5000.000000') // 24
 */
export function progressPercent(current: string, target: string): number {
  const done = parseUsdt(current.trim().startsWith('-') ? '0' : current);
  const goal = parseUsdt(target);
  if (done === null || goal === null) return 0;
  if (goal === 0 || done >= goal) return 100;
  return Math.floor((done * 100) / goal);
}

/**
 * A progress bar's text: 'current / target' with the site's 4 decimals.
 * @example progressText('1234.5', '5000') // '1234.5000 / 5000.0000'
 */
export function progressText(current: string, target: string): string {
  return fillText(messages.activityCommon.progress, { current: shownUsdtText(current), target: shownUsdtText(target) });
}

/**
 * The turnover note of a promotion's rewards, or null when they carry none.
 * @example turnoverNote(10) // '奖励需完成 10 倍流水方可提现'
 */
export function turnoverNote(multiple: number): string | null {
  if (!Number.isFinite(multiple) || multiple <= 0) return null;
  return fillText(messages.activityCommon.turnoverNote, { multiple: String(Math.round(multiple * 100) / 100) });
}

/** A reward's amount: 'N USDT', or its range when it is drawn at the claim (lucky money). */
export function rewardAmountText(reward: Pick<ActivityReward, 'amount' | 'range_text'>): string {
  if (reward.amount !== null) return fillText(messages.activityCommon.amount, { amount: shownUsdtText(reward.amount) });
  return reward.range_text ?? '';
}

/**
 * The activity type of /activityDetail's `activity_type` query value, 1–13; null for anything else
 * (the page then says it does not exist instead of asking the API).
 * @example activityTypeOf('10') // 10
 */
export function activityTypeOf(raw: string | null): number | null {
  const trimmed = raw?.trim() ?? '';
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const type = Number(trimmed);
  return type >= PROMOTION_TYPE_MIN && type <= PROMOTION_TYPE_MAX ? type : null;
}

/** One day of the sign-in calendar. */
export interface CalendarDay {
  day: number;
  amount: string | null;
  state: 'signed' | 'today' | 'later';
}

/**
 * The sign-in calendar of the first 7 days of a streak, from the rewards task/progress lists (tier
 * = the streak day): claimed days are signed, a claimable or today's locked day is today, the rest later.
 * @example signInCalendar([{ tier: 1, status: 'claimed', amount: '1' }, { tier: 2, status: 'claimable', amount: '2' }], 1)
 */
export function signInCalendar(
  rewards: readonly Pick<ActivityReward, 'tier' | 'status' | 'amount'>[],
  streakDays: number,
): CalendarDay[] {
  return [...rewards]
    .sort((a, b) => a.tier - b.tier)
    .slice(0, 7)
    .map((reward) => {
      const signed = reward.status === 'claimed' || reward.tier <= streakDays;
      const today = !signed && (reward.status === 'claimable' || reward.tier === streakDays + 1);
      return { day: reward.tier, amount: reward.amount, state: signed ? 'signed' : today ? 'today' : 'later' };
    });
}

/**
 * A wire amount as short as it reads exactly (the sign-in calendar's small cells): the 4 shown
 * decimals without trailing zeros.
 * @example shortUsdt('10.000000') // '10'
 * @example shortUsdt('0.500000') // '0.5'
 */
export function shortUsdt(wire: string): string {
  const shown = shownUsdtText(wire);
  return shown.includes('.') ? shown.replace(/0+$/, '').replace(/\.$/, '') : shown;
}
