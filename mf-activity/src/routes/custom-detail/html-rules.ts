/**
 * The page's ?id= and the rules the operator HTML of /customDetail is held to, as pure functions
 * over attribute text (tested without a DOM): images by scheme, inline styles without fixed
 * positioning, headings under the page's own title. Links follow the kit's isSafeLinkHref.
 */
import { isSafeLinkHref } from '../../shared/social-kit/safe-url';

/**
 * Whether an image source may stay: http(s), or an inline raster image (data:image/png|jpeg|gif|webp;
 * no SVG, which can carry script).
 * @example isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=') // true
 * @example isSafeImageSrc('data:image/svg+xml,<svg onload=alert(1)>') // false
 */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return isSafeLinkHref(value) || /^data:image\/(?:png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i.test(value);
}

/**
 * Declarations an operator's inline style may not carry: a layer over the site (fixed or sticky
 * positioning), colours (the theme chooses them, so text keeps 4.5:1 in both themes), or
 * script-bearing CSS.
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
 * The level the operator's headings shift by so the highest one sits right under the page's own
 * title (an h2 in the frame's h1), never deeper than h6.
 * @example headingShift([1, 2]) // 2 (h1 → h3, h2 → h4)
 */
export function headingShift(levels: readonly number[]): number {
  return levels.length === 0 ? 0 : 3 - Math.min(...levels);
}

/** The largest id the API takes (a PostgreSQL integer). */
const MAX_PAGE_ID = 2_147_483_647;

/**
 * The call's query for the URL's ?id=: {} (the newest page) when there is none, {id} for a whole
 * number the API takes, null for anything else (not found, without asking).
 * @example pageQuery('12') // { id: '12' }
 * @example pageQuery('abc') // null
 */
export function pageQuery(id: string | null): Record<string, string> | null {
  const value = id?.trim() ?? '';
  if (value === '') return {};
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_PAGE_ID ? { id: value } : null;
}
