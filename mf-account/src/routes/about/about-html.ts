/** The operator's 关于我们 HTML made safe to show: DOMPurify as the shell's bulletins, headings moved under the page's h1. */
import DOMPurify from 'dompurify';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * The level the operator's headings shift by so the highest one is an h2 (the frame shows the
 * route title as the page's h1); never deeper than h6.
 * @example headingShift([3, 4]) // -1 (h3 → h2, h4 → h3)
 */
export function headingShift(levels: readonly number[]): number {
  return levels.length === 0 ? 0 : 2 - Math.min(...levels);
}

/** Sanitized HTML of the operator's text: formatting stays; scripts, handlers, frames and forms do not. */
export function sanitizeAbout(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    RETURN_DOM_FRAGMENT: true,
  });
  const headings = [...fragment.querySelectorAll(HEADINGS)];
  const shift = headingShift(headings.map((heading) => Number(heading.tagName.slice(1))));
  for (const heading of headings) {
    const level = Math.min(6, Number(heading.tagName.slice(1)) + shift);
    const moved = document.createElement(`h${level}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
