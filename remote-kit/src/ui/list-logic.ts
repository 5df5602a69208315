/** The kit's list rules without React or antd-mobile, so they are tested in Node: when a list is empty, which period a tab means, the states' words. */
import { messages } from 'shared-contracts';
import type { KeysetList } from '../lists/use-keyset-list';

/** The record, agent and activity screens say their states in the same words (paged-list.test.ts checks it). */
export const stateText = messages.records;

/** What a list shows of itself: nothing at all (its empty state says so), or its rows and footer. */
export function listView(list: Pick<KeysetList<unknown, unknown>, 'loaded' | 'hasMore' | 'rows'>): 'empty' | 'rows' {
  return list.loaded && !list.hasMore && list.rows.length === 0 ? 'empty' : 'rows';
}

/**
 * The period of a tab's key; the first period for a key that is none.
 * @example periodOf(['today', '7d'], '7d') // '7d'
 */
export function periodOf<Period extends string>(periods: readonly Period[], key: string): Period {
  return periods.find((period) => period === key) ?? (periods[0] as Period);
}
