/** Business days are Asia/Shanghai days ('YYYY-MM-DD'), whatever the operator's computer's zone. */

const shanghaiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Asia/Shanghai day of `at`, `offsetDays` later.
 * @example shanghaiDayOf(new Date('2026-11-25T17:00:00Z'), 1) // '2026-11-27'
 */
export function shanghaiDayOf(at: Date, offsetDays = 0): string {
  const [year, month, day] = shanghaiDay.format(at).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offsetDays)).toISOString().slice(0, 10);
}

/** Today in Beijing time. */
export const shanghaiToday = () => shanghaiDayOf(new Date());

const shanghaiClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * `at` as a Beijing wall time, the way the API writes promotion periods ('YYYY-MM-DD HH:mm:ss'),
 * so the two compare as text.
 * @example shanghaiWallTime(new Date('2026-11-25T16:00:00Z')) // '2026-11-26 00:00:00'
 */
export const shanghaiWallTime = (at: Date) => `${shanghaiDayOf(at)} ${shanghaiClock.format(at)}`;
