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
