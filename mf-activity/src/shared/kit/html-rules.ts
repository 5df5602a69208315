/**
 * The rules operator HTML is held to, as pure functions over attribute text (tested without a DOM):
 * inline styles without fixed positioning or colours, headings under the page's own title.
 */

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
