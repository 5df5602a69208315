/**
 * Operator HTML made safe on the server, without a DOM: the text is read as tags and text, and the
 * answer is written anew from an allow-list — only the tags below, only their listed attributes,
 * links only to http(s), mailto:, tel: or a path of the site. Whatever the input, the output holds
 * no script, no event handler and no javascript: URL, because nothing of the input is copied
 * through unescaped. Clients sanitize again (DOMPurify) before they show it.
 */

const ALLOWED_TAGS = new Set(
  'a b blockquote br div em h1 h2 h3 h4 h5 h6 hr i img li ol p small span strong sub sup table tbody td th thead tr u ul'.split(
    ' ',
  ),
);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements whose content is code or not text: dropped with everything up to their end tag. */
const DROPPED_WITH_CONTENT = new Set(
  'script style iframe object embed noscript template textarea title xmp noembed noframes plaintext svg math select'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Attribute text as the browser reads it: numeric and the common named references decoded. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text between tags: `<` and `>` escaped, a `&` kept only where it starts a character reference. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * A link or picture address the page may keep: http(s) (and mailto:/tel: for links), or a path of
 * this site. Control characters and blanks a browser ignores inside a scheme are removed first.
 * @example isSafeUrl('java\nscript:alert(1)', 'a') // false
 */
export function isSafeUrl(value: string, tag: 'a' | 'img'): boolean {
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^\/(?![/\\])/.test(url) || (tag === 'a' && url.startsWith('#'))) return true;
  return tag === 'a' ? /^(https?|mailto|tel):/i.test(url) : /^https?:/i.test(url);
}

function attributeAllowed(tag: string, name: string, value: string): boolean {
  if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) return false;
  if (name === 'href' || name === 'src') return isSafeUrl(value, tag as 'a' | 'img');
  if (name === 'colspan' || name === 'rowspan') return /^\d{1,3}$/.test(value.trim());
  return true;
}

/** The attributes of a tag, from just after its name to its `>` (or the end of the text: unclosed). */
function readAttributes(html: string, from: number) {
  const attributes: Array<[string, string]> = [];
  const pattern = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|\s*\/|\s*([^>])/y;
  let index = from;
  while (index < html.length && html[index] !== '>') {
    pattern.lastIndex = index;
    const match = pattern.exec(html);
    if (!match || match[0] === '') break;
    index = pattern.lastIndex;
    if (match[1]) attributes.push([match[1].toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')]);
  }
  const end = html.indexOf('>', index);
  // A tag the text ends inside is no tag (browsers drop it too).
  return { attributes, end: end === -1 ? html.length : end + 1, unclosed: end === -1 };
}

/** Skips an element dropped with its content: to the end of its end tag, or of the text. */
function skipElement(html: string, tag: string, from: number): number {
  const closeTag = new RegExp(`</${tag}`, 'gi');
  closeTag.lastIndex = from;
  if (!closeTag.exec(html)) return html.length;
  const end = html.indexOf('>', closeTag.lastIndex);
  return end === -1 ? html.length : end + 1;
}

function writeStartTag(tag: string, attributes: Array<[string, string]>): string {
  const kept = attributes.filter(([name, value]) => attributeAllowed(tag, name, value));
  const extra = tag === 'a' && kept.some(([name]) => name === 'href') ? ' rel="noopener noreferrer"' : '';
  return `<${tag}${kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}${extra}>`;
}

/**
 * Operator HTML reduced to safe formatting.
 * @example sanitizeHtml('<p onclick="x()">hi<script>bad()</script></p>') // '<p>hi</p>'
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, open));
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    const tag = /^<(\/?)([a-z][a-z0-9]*)/i.exec(html.slice(open, open + 40));
    if (!tag) {
      // A <! or <? declaration goes; a lone < is text.
      if (html[open + 1] === '!' || html[open + 1] === '?') {
        const end = html.indexOf('>', open);
        index = end === -1 ? html.length : end + 1;
      } else {
        out += '&lt;';
        index = open + 1;
      }
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    const { attributes, end, unclosed } = readAttributes(html, open + tag[0].length);
    index = DROPPED_WITH_CONTENT.has(name) && !closing ? skipElement(html, name, end) : end;
    if (unclosed || !ALLOWED_TAGS.has(name)) continue;
    if (!closing) out += writeStartTag(name, attributes);
    else if (!VOID_TAGS.has(name)) out += `</${name}>`;
  }
  return out;
}
