/**
 * The queues a shift works, as data: where each one is on screen, which menu row carries its count,
 * and what the console's frame makes of the counts (menu badges, the tab title, whether a queue
 * gained an item since the last poll — the moment for the sound).
 */
import type { OperatorRole, QueueCounts } from 'shared-contracts';
import { canOpenPage, type AdminPath } from './page-roles';

export type QueueKey = keyof QueueCounts;

export interface QueueView {
  /** The 待处理 card's title on the dashboard. */
  title: string;
  /** The menu row whose badge counts it. */
  menu: AdminPath;
  /** Where the queue is on screen (a tab of its menu's screen). */
  link: string;
}

export const QUEUES: Record<QueueKey, QueueView> = {
  withdrawals: { title: '提现待审核', menu: '/withdrawals', link: '/withdrawals?tab=orders&state=review' },
  verify_withdrawals: { title: '提现待核实', menu: '/withdrawals', link: '/withdrawals?tab=orders&state=verify' },
  unmatched_deposits: { title: '未匹配到账', menu: '/deposits', link: '/deposits?tab=unmatched' },
  held_wins: { title: '派奖待审核', menu: '/withdrawals', link: '/withdrawals?tab=held-wins' },
  adjustments: { title: '调整待审核', menu: '/players', link: '/players?tab=adjustments' },
  deposit_reviews: { title: '存款限额审核', menu: '/deposit-reviews', link: '/deposit-reviews' },
};

const QUEUE_KEYS = Object.keys(QUEUES) as QueueKey[];

/** Every queue's list and decision are 财务's in the API (ROLES.finance), 调整审核 in 玩家 included. */
const QUEUE_ROLES: readonly OperatorRole[] = ['super_admin', 'finance'];

/** Whether the operator works the queue: a 财务 role that sees its menu row. */
export function mayWorkQueue(key: QueueKey, role: OperatorRole): boolean {
  return QUEUE_ROLES.includes(role) && canOpenPage(QUEUES[key].menu, role);
}

/** Whether the operator works any queue: only then does the frame poll the counts. */
export const worksQueues = (role: OperatorRole) => QUEUE_KEYS.some((key) => mayWorkQueue(key, role));

/**
 * The count on each menu row: the sum of the queues it carries that the operator works.
 * @example menuBadges({ withdrawals: 2, held_wins: 1, … }, 'finance') // { '/withdrawals': 3, … }
 */
export function menuBadges(counts: QueueCounts, role: OperatorRole): Partial<Record<AdminPath, number>> {
  const badges: Partial<Record<AdminPath, number>> = {};
  for (const key of QUEUE_KEYS) {
    if (!mayWorkQueue(key, role)) continue;
    const { menu } = QUEUES[key];
    badges[menu] = (badges[menu] ?? 0) + counts[key];
  }
  return badges;
}

/**
 * The browser tab's title: the screen's name after the count of its queues, or of every queue on a
 * screen that has none (a background tab still says there is work); no count when it is 0.
 * @example tabTitle('提现审核', '/withdrawals', { '/withdrawals': 3 }) // '(3) 提现审核 - 运营后台'
 */
export function tabTitle(
  label: string | undefined,
  path: string | undefined,
  badges: Partial<Record<AdminPath, number>>,
) {
  const own = path === undefined ? undefined : badges[path as AdminPath];
  const count = own ?? Object.values(badges).reduce((sum, value) => sum + value, 0);
  const name = label ? `${label} - 运营后台` : '运营后台';
  return count > 0 ? `(${count}) ${name}` : name;
}

/** Whether a queue the operator works holds more items than at the last poll (none known before: no). */
export function queueGained(before: QueueCounts | null, after: QueueCounts, role: OperatorRole): boolean {
  if (before === null) return false;
  return QUEUE_KEYS.some((key) => mayWorkQueue(key, role) && after[key] > before[key]);
}
