/**
 * Operator HTML made safe to show (a promotion's rules, a custom page): DOMPurify (its own
 * instance, so these hooks never touch another sanitizing), then the rules of html-rules.ts.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { cleanStyle, headingShift } from './html-rules';
import { isSafeImageSrc, isSafeLinkHref } from './safe-url';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
let purifier: Purifier | null = null;

/** The instance with this page's hooks, made on first use (the page runs in a browser only). */
function pagePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement) holdLink(node);
    if (node instanceof HTMLImageElement) holdImage(node);
    const style = node.getAttribute('style');
    if (style !== null) {
      const cleaned = cleanStyle(style);
      if (cleaned === '') node.removeAttribute('style');
      else node.setAttribute('style', cleaned);
    }
  });
  purifier = instance;
  return instance;
}

/** A link opens its http(s) page in a new tab that cannot reach back; any other link is plain text. */
function holdLink(link: HTMLAnchorElement): void {
  const href = link.getAttribute('href');
  if (href === null || !isSafeLinkHref(href)) {
    link.removeAttribute('href');
    link.removeAttribute('target');
    return;
  }
  link.setAttribute('target', '_blank');
  link.setAttribute('rel', 'noopener noreferrer');
}

/** An image from elsewhere than http(s) or an inline raster goes; one without alt is decorative. */
function holdImage(image: HTMLImageElement): void {
  if (!isSafeImageSrc(image.getAttribute('src') ?? '')) {
    image.remove();
    return;
  }
  if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  image.setAttribute('loading', 'lazy');
}

/**
 * What DOMPurify keeps: the HTML profile (tables, lists, formatting) without scripts, handlers,
 * frames or forms. `inlineStyles`: 'clean' keeps an operator's inline styles through cleanStyle (a
 * custom page's layout), 'drop' drops them all (a promotion's rules card, styled by the theme).
 */
export function sanitizeConfig(inlineStyles: 'clean' | 'drop'): Config {
  return {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    // Colours are the theme's (see cleanStyle); <font color> and bgcolor would fight it too.
    FORBID_ATTR: ['color', 'bgcolor', 'srcset', ...(inlineStyles === 'drop' ? ['style'] : [])],
    // target is set by the hook on the links it keeps; nothing else may open a window.
    ADD_ATTR: ['target'],
  };
}

/** Sanitized operator HTML: text, images, tables and links stay; scripts, handlers, frames and forms do not. */
export function sanitizeHtml(html: string, inlineStyles: 'clean' | 'drop'): string {
  const fragment = pagePurifier().sanitize(html, { ...sanitizeConfig(inlineStyles), RETURN_DOM_FRAGMENT: true });
  const headings = [...fragment.querySelectorAll(HEADINGS)];
  const shift = headingShift(headings.map((heading) => Number(heading.tagName.slice(1))));
  for (const heading of headings) {
    const moved = document.createElement(`h${Math.min(6, Number(heading.tagName.slice(1)) + shift)}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
