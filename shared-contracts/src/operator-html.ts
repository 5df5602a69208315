/**
 * The rules operator HTML is held to wherever it is shown (the player site, the console's preview)
 * and, by the server, when it is written: plain data and pure functions over attribute text, so
 * every DOMPurify set-up (remote-kit's for the site, the console's own) applies one rule set.
 * No sanitizer here: shared-contracts depends on zod only.
 */

/** Elements no operator HTML keeps: style sheets, forms and their controls, frames and plug-ins (scripts go by the HTML profile). */
export const OPERATOR_HTML_FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
] as const;

/** Attributes no operator HTML keeps: srcset would load pictures the src rule never saw. */
export const OPERATOR_HTML_FORBIDDEN_ATTRIBUTES = ['srcset'] as const;

/** Attributes that fight the theme's colours (text keeps 4.5:1 in both themes only with the theme's). */
export const THEME_COLOUR_ATTRIBUTES = ['color', 'bgcolor'] as const;

/** Marks a link to a path of this site: a page may route a tap on it through the shell. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

/**
 * What an operator's inline styles become: 'keep' (as written), 'clean' (through cleanStyle, and no
 * colour attributes: a custom page's layout) or 'drop' (none at all: a card styled by the theme).
 */
export type OperatorStyles = 'keep' | 'clean' | 'drop';

/** The sanitizer's configuration as plain data (DOMPurify's option names), for `styles`. */
export interface OperatorHtmlConfig {
  USE_PROFILES: { html: true };
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
  ADD_ATTR: string[];
}

/**
 * The DOMPurify configuration of operator HTML: the HTML profile (formatting, lists, tables,
 * pictures, links) without the forbidden tags and attributes; `target` is allowed because the link
 * rule sets it on the external links it keeps (and removes it everywhere else).
 * @example operatorHtmlConfig('drop').FORBID_ATTR // ['srcset', 'color', 'bgcolor', 'style']
 */
export function operatorHtmlConfig(styles: OperatorStyles): OperatorHtmlConfig {
  const themed = styles === 'keep' ? [] : [...THEME_COLOUR_ATTRIBUTES];
  return {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...OPERATOR_HTML_FORBIDDEN_TAGS],
    FORBID_ATTR: [...OPERATOR_HTML_FORBIDDEN_ATTRIBUTES, ...themed, ...(styles === 'drop' ? ['style'] : [])],
    ADD_ATTR: ['target'],
  };
}

export type OperatorLinkKind = 'site' | 'external' | 'contact';

/**
 * How an operator's link opens, or null when it must not be a link: a path of this site stays in
 * the site, an absolute http(s) page opens elsewhere, tel:/mailto: reach a help line; anything else
 * (javascript:, data:, protocol-relative) loses its link.
 * @example operatorLinkKind('/safe') // 'site'
 * @example operatorLinkKind('javascript:alert(1)') // null
 */
export function operatorLinkKind(href: string): OperatorLinkKind | null {
  const value = href.trim();
  if (/^\/(?![/\\])[^\s"'<>]*$/.test(value)) return 'site';
  if (/^https?:\/\/[^\s"'<>/?#\\][^\s"'<>]*$/i.test(value)) return 'external';
  if (/^(?:tel:[+\d\s()-]{3,32}|mailto:[^\s"'<>:/?#]+@[^\s"'<>/?#]+)$/i.test(value)) return 'contact';
  return null;
}

/** Whether a link may be opened in a new tab: absolute http(s) only. @example isSafeLinkHref('https://t.me/group') // true */
export const isSafeLinkHref = (href: string): boolean => operatorLinkKind(href) === 'external';

/**
 * Whether a picture may show: an http(s) address, or an inline raster image (no SVG, which can carry script).
 * @example isSafeImageSrc('data:image/svg+xml,<svg onload=alert(1)>') // false
 */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return isSafeLinkHref(value) || /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=\s]+$/i.test(value);
}

/** Attribute changes for one element: a value sets the attribute, null removes it. */
export type AttributeChanges = Record<string, string | null>;

/**
 * What a link keeps: an external one opens a new tab that cannot reach back, a site path is marked
 * for the shell's router, a help line stays as it is; any other loses its href (it reads as text).
 * @example linkAttributes('https://a.example') // { target: '_blank', rel: 'noopener noreferrer', 'data-site-link': null }
 */
export function linkAttributes(href: string | null): AttributeChanges {
  const kind = href === null ? null : operatorLinkKind(href);
  if (kind === 'external') return { target: '_blank', rel: 'noopener noreferrer', [SITE_LINK_ATTRIBUTE]: null };
  const plain = { target: null, [SITE_LINK_ATTRIBUTE]: null };
  if (kind === 'site') return { ...plain, [SITE_LINK_ATTRIBUTE]: '' };
  return kind === 'contact' ? plain : { ...plain, href: null };
}

/**
 * What a picture keeps, or null when it goes (an unsafe src): one without alt is decorative, and
 * pictures load when scrolled to.
 */
export function imageAttributes(src: string | null, hasAlt: boolean): AttributeChanges | null {
  if (!isSafeImageSrc(src ?? '')) return null;
  return { ...(hasAlt ? {} : { alt: '' }), loading: 'lazy' };
}

/**
 * Declarations an operator's inline style may not carry: a layer over the site (fixed or sticky
 * positioning), colours (the theme chooses them), or script-bearing CSS.
 */
const FORBIDDEN_DECLARATION =
  /^\s*(?:position\s*:\s*(?:fixed|sticky)\b|color\s*:|background(?:-color|-image)?\s*:)|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

/**
 * An inline style without the declarations that would pin content over the site's own controls,
 * fight the theme's colours, or run script in old engines; the rest is kept in order.
 * @example cleanStyle('color: red; position: fixed; top: 0; font-weight: bold') // 'top: 0; font-weight: bold'
 */
export function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '' && !FORBIDDEN_DECLARATION.test(declaration))
    .join('; ');
}

/**
 * The level the operator's headings shift by so the highest one sits at `top` (right under the
 * page's own title), never deeper than h6.
 * @example headingShift([1, 2], 3) // 2 (h1 → h3, h2 → h4)
 */
export function headingShift(levels: readonly number[], top: number): number {
  return levels.length === 0 ? 0 : top - Math.min(...levels);
}

/** What of a DOM element the rules touch (shared-contracts knows no DOM: each sanitizer passes its own elements). */
export interface RuledElement {
  nodeName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
}

function applyChanges(element: RuledElement, changes: AttributeChanges): void {
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/**
 * The rules of one element after DOMPurify's own (its afterSanitizeAttributes hook, in the site's
 * sanitizer and the console's preview alike): a link as linkAttributes says, a picture as
 * imageAttributes says (or gone), an inline style cleaned under the 'clean' rule.
 */
export function applyOperatorRules(element: RuledElement, styles: OperatorStyles): void {
  if (element.nodeName === 'A') applyChanges(element, linkAttributes(element.getAttribute('href')));
  if (element.nodeName === 'IMG') {
    const changes = imageAttributes(element.getAttribute('src'), element.hasAttribute('alt'));
    if (changes === null) return element.remove();
    applyChanges(element, changes);
  }
  const style = element.getAttribute('style');
  if (style !== null && styles === 'clean') applyChanges(element, { style: cleanStyle(style) || null });
}
