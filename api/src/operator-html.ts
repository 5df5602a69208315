/**
 * Operator HTML made safe by the server when it is written (bulletins, HTML config items, promotion
 * rules, custom pages) and served (理性游戏): sanitize-html with an allow-list of tags, and the one
 * rule set of shared-contracts' operator-html.ts for links, pictures and inline styles, which the
 * site's and the console's DOMPurify apply again before they show it.
 */
import sanitize from 'sanitize-html';
import {
  cleanStyle,
  isSafeImageSrc,
  linkAttributes,
  OPERATOR_HTML_FORBIDDEN_TAGS,
  THEME_COLOUR_ATTRIBUTES,
  type OperatorStyles,
} from 'shared-contracts';

const ALLOWED_TAGS = (
  'a b blockquote br div em h1 h2 h3 h4 h5 h6 hr i img li ol p small span strong sub sup table tbody td th thead tr u ul'.split(
    ' ',
  ) as string[]
).filter((tag) => !(OPERATOR_HTML_FORBIDDEN_TAGS as readonly string[]).includes(tag));

/** Script-bearing CSS of old engines: gone whatever the styles rule (cleanStyle drops more). */
const SCRIPT_BEARING_CSS = /expression\s*\(|javascript:|behavior\s*:|-moz-binding|url\s*\(/i;

/** A link as the shared rule has it: external ones open a new tab that cannot reach back; others lose what they may not keep. */
const transformLink: sanitize.Transformer = (tagName, attribs) => {
  const changes = linkAttributes(attribs.href ?? null);
  const next: Record<string, string> = { ...attribs };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete next[name];
    else if (name !== 'data-site-link') next[name] = value;
  }
  return { tagName, attribs: next };
};

/** A picture keeps its src only when the shared rule allows it (http(s), or an inline raster). */
const transformImage: sanitize.Transformer = (tagName, attribs) => {
  const { src, ...rest } = attribs;
  return { tagName, attribs: src !== undefined && isSafeImageSrc(src) ? attribs : rest };
};

/** Every element's inline style by the styles rule: as written (less script-bearing CSS), cleaned, or none. */
const transformStyle =
  (styles: OperatorStyles): sanitize.Transformer =>
  (tagName, attribs) => {
    const { style, ...rest } = attribs;
    if (style === undefined || styles === 'drop') return { tagName, attribs: rest };
    const kept = (styles === 'clean' ? cleanStyle(style) : style)
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration !== '' && !SCRIPT_BEARING_CSS.test(declaration))
      .join('; ');
    return { tagName, attribs: kept === '' ? rest : { ...rest, style: kept } };
  };

function optionsFor(styles: OperatorStyles): sanitize.IOptions {
  const colours = styles === 'keep' ? [...THEME_COLOUR_ATTRIBUTES] : [];
  const everywhere = styles === 'drop' ? [] : ['style'];
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': everywhere,
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      td: ['colspan', 'rowspan', ...colours],
      th: ['colspan', 'rowspan', ...colours],
      table: colours,
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'data'],
    allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    // The style rule above decides; sanitize-html's own CSS parser would rewrite what it keeps.
    parseStyleAttributes: false,
    disallowedTagsMode: 'discard',
    transformTags: { '*': transformStyle(styles), a: transformLink, img: transformImage },
    exclusiveFilter: (frame) => (frame.tag === 'td' || frame.tag === 'th') && /\D/.test(frame.attribs.colspan ?? ''),
  };
}

/**
 * The operator's HTML with everything outside the allow-list and the shared rules removed.
 * `styles` as the page that shows it: 'keep' (as written), 'clean' (a custom page's layout), 'drop' (a card).
 * @example sanitizeOperatorHtml('<p onclick="x">a</p>') // '<p>a</p>'
 */
export function sanitizeOperatorHtml(html: string, styles: OperatorStyles = 'drop'): string {
  return sanitize(html, optionsFor(styles));
}
