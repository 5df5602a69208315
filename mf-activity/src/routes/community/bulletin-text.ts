/** An announcement's HTML as plain text for the community list: line breaks kept, tags dropped, common entities read. */

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of an announcement (operators write it as HTML for the shell's notice popup). The result
 * is rendered as a React text node, so nothing in it can become markup again.
 * @example bulletinText('<p>充值<b>送</b>10%</p><p>每日一次</p>') // '充值送10%\n每日一次'
 */
export function bulletinText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name) ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntity(name: string): string | undefined {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return ENTITIES[name.toLowerCase()];
}

/** Texts up to this many characters on one or two lines show whole, with no 展开. */
const SHORT_TEXT = 48;

/**
 * Whether an announcement is long enough to fold (two lines shown until 展开).
 * @example isFoldable('维护通知') // false
 */
export function isFoldable(text: string): boolean {
  return text.length > SHORT_TEXT || text.split('\n').length > 2;
}
