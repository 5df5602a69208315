/** Which operator links and pictures the screens show: absolute http(s) only (checked again on the client), or an inline raster image. */

/**
 * Whether a link may be opened: absolute http(s) only (no javascript:, mailto:, data:, relative or
 * protocol-relative paths).
 * @example isSafeLinkHref('https://t.me/group') // true
 * @example isSafeLinkHref('javascript:alert(1)') // false
 */
export function isSafeLinkHref(href: string): boolean {
  return /^https?:\/\/[^\s"'<>/?#][^\s"'<>]*$/i.test(href.trim());
}

/**
 * Whether a picture's src may be shown: an http(s) link as above, or an inline raster image
 * (data:image/png|jpeg|gif|webp|avif; no SVG, which can carry script).
 * @example isSafeImageSrc('data:image/svg+xml,<svg onload=alert(1)>') // false
 */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return isSafeLinkHref(value) || /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=\s]+$/i.test(value);
}

/**
 * Opens an operator's link in a new tab that cannot reach back to the site; false (nothing opened)
 * when it is no http(s) link.
 */
export function openExternal(
  href: string,
  open: (url: string, target: string, features: string) => unknown = window.open.bind(window),
): boolean {
  if (!isSafeLinkHref(href)) return false;
  open(href.trim(), '_blank', 'noopener');
  return true;
}
