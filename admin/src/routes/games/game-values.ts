/** How the console names a game's status and category (spec §3), and the 北京时间 days of the statistics. */
import { apiGameTypeNames } from 'shared-contracts';

export const GAME_STATUS: Record<number, { label: string; color: string }> = {
  1: { label: '可用', color: 'green' },
  2: { label: '维护', color: 'orange' },
  3: { label: '即将上线', color: 'blue' },
  4: { label: '敬请期待', color: 'default' },
};

export const statusOptions = Object.entries(GAME_STATUS).map(([value, { label }]) => ({
  value: Number(value),
  label: `${value} ${label}`,
}));

/** The catalogue's categories (0 其他 is no category a game is filed under). */
export const categoryOptions = Object.entries(apiGameTypeNames)
  .filter(([id]) => id !== '0')
  .map(([id, name]) => ({ value: Number(id), label: name }));

export const categoryName = (id: number) => apiGameTypeNames[id] ?? `分类${id}`;

const beijingDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });

/** Today's 北京时间 date, 'YYYY-MM-DD' (the business day, whatever the operator's own time zone). */
export const beijingToday = () => beijingDate.format(new Date());
