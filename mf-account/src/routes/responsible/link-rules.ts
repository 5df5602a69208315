/**
 * Which links and pictures of the operator's 理性游戏 page stay, as pure rules over attribute text:
 * help lines must be reachable (http(s), tel:, mailto:), a path of this site stays in the site;
 * anything else (javascript:, data:, protocol-relative) loses its link.
 */

export type LinkKind = 'site' | 'external' | 'contact';

/**
 * How a link opens, or null when it must not be a link.
 * @example linkKind('/safe') // 'site'
 * @example linkKind('tel:400-000-0000') // 'contact'
 * @example linkKind('javascript:alert(1)') // null
 */
export function linkKind(href: string): LinkKind | null {
  const value = href.trim();
  if (/^\/(?![/\\])[^\s"'<>]*$/.test(value)) return 'site';
  if (/^https?:\/\/[^\s"'<>/?#\\][^\s"'<>]*$/i.test(value)) return 'external';
  if (/^(?:tel:[+\d\s()-]{3,32}|mailto:[^\s"'<>:/?#]+@[^\s"'<>/?#]+)$/i.test(value)) return 'contact';
  return null;
}

/**
 * Whether a picture may show: an http(s) address, or an inline raster image (no SVG, which can carry script).
 * @example isSafeImageSrc('data:image/svg+xml,<svg onload=alert(1)>') // false
 */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return (
    linkKind(value) === 'external' || /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=\s]+$/i.test(value)
  );
}

/**
 * The level the operator's headings shift by so the highest one is an h2 (the frame shows the
 * route title as the page's h1); never deeper than h6.
 * @example headingShift([1, 3]) // 1
 */
export function headingShift(levels: readonly number[]): number {
  return levels.length === 0 ? 0 : 2 - Math.min(...levels);
}
