/**
 * Operator HTML made safe on the server with sanitize-html: only the tags and attributes below, links
 * only to http(s), mailto:, tel:, an anchor or a path of this site, pictures only http(s) or a site path.
 * Clients sanitize again (DOMPurify) before they show it.
 */
import sanitize from 'sanitize-html';

const ALLOWED_TAGS =
  'a b blockquote br div em h1 h2 h3 h4 h5 h6 hr i img li ol p small span strong sub sup table tbody td th thead tr u ul'.split(
    ' ',
  );

/**
 * A link or picture address the page may keep: http(s) (and mailto:/tel:/# for links), or a path of
 * this site. Control characters and blanks a browser ignores inside a scheme are removed first.
 * @example isSafeUrl('java\nscript:alert(1)', 'a') // false
 */
export function isSafeUrl(value: string, tag: 'a' | 'img'): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^\/(?![/\\])/.test(url) || (tag === 'a' && url.startsWith('#'))) return true;
  return tag === 'a' ? /^(https?|mailto|tel):/i.test(url) : /^https?:/i.test(url);
}

/** Drops an address attribute that isSafeUrl refuses (sanitize-html has decoded the entities already). */
const keepSafeAddress =
  (tag: 'a' | 'img', attribute: 'href' | 'src'): sanitize.Transformer =>
  (tagName, attribs) => {
    const { [attribute]: address, ...rest } = attribs;
    if (address === undefined || !isSafeUrl(address, tag)) return { tagName, attribs: rest };
    // A link opened from operator text gives the page it opens no handle on ours.
    return { tagName, attribs: tag === 'a' ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
  };

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: keepSafeAddress('a', 'href'), img: keepSafeAddress('img', 'src') },
  exclusiveFilter: (frame) => (frame.tag === 'td' || frame.tag === 'th') && /\D/.test(frame.attribs.colspan ?? ''),
};

/** The operator's HTML with everything outside the allow-list removed. @example sanitizeHtml('<p onclick="x">a</p>') // '<p>a</p>' */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
