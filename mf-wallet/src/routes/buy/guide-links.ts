/** Which of the operator's exchange links /buy renders: only absolute http(s) URLs (never javascript:, data: or relative). */

/**
 * The URL normalised when it is http(s), else null.
 * @example safeHttpUrl('https://example.com/x') // 'https://example.com/x'; safeHttpUrl('javascript:alert(1)') // null
 */
export function safeHttpUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** The links that may be shown, with their URL normalised; the rest are left out. */
export function shownLinks(links: ReadonlyArray<{ name: string; url: string }>): Array<{ name: string; url: string }> {
  return links.flatMap((link) => {
    const url = safeHttpUrl(link.url);
    return url ? [{ name: link.name.trim() || url, url }] : [];
  });
}
