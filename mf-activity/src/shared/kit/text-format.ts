/** How the screens fill catalogue texts, make request ids and write times, kept pure so they are tested without React. */

/**
 * A catalogue text with its `{name}` slots filled.
 * @example fillText('已领 {taken}/{count}', { taken: 1, count: 5 }) // '已领 1/5'
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/**
 * A request id for one attempt of a money call (a claim's tap, a red packet's send; a retry sends it again): 32 hex characters, within
 * the contract's `[A-Za-z0-9_-]{8,64}`.
 */
export function newRequestId(random: () => string = () => crypto.randomUUID()): string {
  return random().replaceAll('-', '');
}

/**
 * A wire time (the API's Asia/Shanghai wall time 'YYYY-MM-DD HH:mm:ss', or an ISO instant) as
 * 'MM-DD HH:mm' in Asia/Shanghai; text that is neither is shown as it came.
 * @example shortTime('2026-11-25 12:05:09') // '11-25 12:05'
 * @example shortTime('2026-11-25T04:05:00.000Z') // '11-25 12:05'
 */
export function shortTime(wire: string): string {
  const wall = /^\d{4}-(\d{2}-\d{2})[ ](\d{2}:\d{2})/.exec(wire.trim());
  if (wall) return `${wall[1]} ${wall[2]}`;
  const ms = Date.parse(wire);
  if (Number.isNaN(ms)) return wire;
  const shanghai = new Date(ms + 8 * 60 * 60 * 1000).toISOString();
  return `${shanghai.slice(5, 10)} ${shanghai.slice(11, 16)}`;
}
