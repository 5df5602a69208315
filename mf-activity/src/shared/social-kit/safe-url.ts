/** Which operator links the social screens open: absolute http(s) only, checked again on the client. */

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
