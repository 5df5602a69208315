/** How the console writes times and money: Beijing time (the business day), USDT as the API gives it. */

const shanghai = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** An ISO time as 北京时间 "2026/11/26 08:05:09"; empty for none. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shanghai.format(date);
}

/** A USDT amount the API sends as decimal text, grouped for reading ("12,345.5"). */
export function formatUsdt(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '';
  const [whole = '0', fraction] = text.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${text.startsWith('-') ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A USDT amount shortened to `places` decimals (2 on a card or a chart), rounded half away from zero
 * on the text itself (no float), never cut off; grouped as formatUsdt.
 * @example formatUsdtRounded('1328.005400') // '1,328.01'
 * @example formatUsdtRounded('-0.004') // '0.00'
 */
export function formatUsdtRounded(text: string | null | undefined, places = 2): string {
  if (text === null || text === undefined || text === '') return '';
  return formatUsdt(roundDecimal(text, places));
}

/** Decimal text rounded half away from zero to exactly `places` decimals; text that is no number comes back as is. */
function roundDecimal(text: string, places: number): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = BigInt(`${whole}${fraction.padEnd(places, '0').slice(0, places)}`);
  const roundsUp = (fraction[places] ?? '0') >= '5';
  const scaled = (digits + (roundsUp ? 1n : 0n)).toString().padStart(places + 1, '0');
  const wholePart = scaled.slice(0, scaled.length - places);
  const fractionPart = places > 0 ? `.${scaled.slice(scaled.length - places)}` : '';
  // Zero carries no sign, however small the negative amount it came from.
  const zero = /^[0.]*$/.test(`${wholePart}${fractionPart}`);
  return `${sign && !zero ? '-' : ''}${wholePart}${fractionPart}`;
}
