/** Opening an operator's link (a community link): only an absolute http(s) one (shared-contracts' operator-html rule), in a new tab without an opener. */
import { isSafeLinkHref } from 'shared-contracts';

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
