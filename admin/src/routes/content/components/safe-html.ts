/** The text of operator HTML, for a one-line summary in a table; its preview is shared/operator-html.ts. */

/** The text of operator HTML (an inert document: nothing loads or runs). */
export function htmlText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
