/**
 * The operator's rules HTML made safe to show: DOMPurify with the HTML profile (tables, lists,
 * formatting), no scripts, handlers, frames, forms or inline styles (the page's theme sets the
 * colours, so the text keeps its contrast in both themes); pictures only from http(s) or a
 * data:image URL; links only http(s), opening in a new tab; headings moved under the card's h2.
 */
import DOMPurify, { type Config } from 'dompurify';

/** What DOMPurify keeps; the URL checks below run on what it lets through. */
export const RULES_SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
};

/**
 * Whether a picture's src may be shown: an absolute http(s) URL or a data:image URL.
 * @example isSafeImageSrc('javascript:alert(1)') // false
 */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return (
    /^https?:\/\/[^\s]+$/i.test(value) ||
    /^data:image\/(png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=\s]+$/i.test(value)
  );
}

/**
 * Whether a link may stay a link: an absolute http(s) URL only.
 * @example isSafeLinkHref('https://t.me/group') // true
 */
export function isSafeLinkHref(href: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(href.trim());
}

/**
 * The level an operator's heading takes so the highest one is an h3 (the page's h1 is the route
 * title, the card's h2 says 活动规则); never deeper than h6.
 * @example ruleHeadingLevel(1, 1) // 3
 * @example ruleHeadingLevel(5, 2) // 6
 */
export function ruleHeadingLevel(level: number, highest: number): number {
  return Math.min(6, Math.max(3, level + 3 - highest));
}

/** The sanitized rules as HTML text for the rules card. */
export function sanitizeRules(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...RULES_SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const image of fragment.querySelectorAll('img')) {
    if (!isSafeImageSrc(image.getAttribute('src') ?? '')) image.remove();
    // A picture without words says nothing to a screen reader: an empty alt marks it decorative.
    else if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  for (const link of fragment.querySelectorAll('a')) {
    if (isSafeLinkHref(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    } else link.replaceWith(...link.childNodes);
  }
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const highest = Math.min(...headings.map((heading) => Number(heading.tagName.slice(1))));
  for (const heading of headings) {
    const moved = document.createElement(`h${ruleHeadingLevel(Number(heading.tagName.slice(1)), highest)}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
