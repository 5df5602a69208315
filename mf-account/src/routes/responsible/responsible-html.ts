/**
 * The operator's 理性游戏 HTML made safe to show, as mf-activity shows operator HTML: its own
 * DOMPurify instance (so these hooks touch no other sanitizing), links and pictures held to
 * link-rules.ts, inline styles and colours dropped (the theme styles the page in both modes),
 * headings moved under the page's title.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { headingShift, isSafeImageSrc, linkKind } from './link-rules';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Marks a link to a path of this site: the page routes a tap on it through the shell. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

let purifier: Purifier | null = null;

function holdLink(link: HTMLAnchorElement): void {
  const kind = linkKind(link.getAttribute('href') ?? '');
  link.removeAttribute('target');
  link.removeAttribute(SITE_LINK_ATTRIBUTE);
  if (kind === null) return link.removeAttribute('href');
  if (kind === 'site') return link.setAttribute(SITE_LINK_ATTRIBUTE, '');
  if (kind === 'external') {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

function holdImage(image: HTMLImageElement): void {
  if (!isSafeImageSrc(image.getAttribute('src') ?? '')) return image.remove();
  if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  image.setAttribute('loading', 'lazy');
}

/** The instance with this page's hooks, made on first use (the page runs in a browser only). */
function pagePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement) holdLink(node);
    if (node instanceof HTMLImageElement) holdImage(node);
  });
  purifier = instance;
  return instance;
}

/** Sanitized operator HTML: text, lists, tables, pictures and help links stay; scripts, handlers, frames, forms and styles do not. */
export function sanitizeResponsible(html: string): string {
  const fragment = pagePurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    // Colours are the theme's, so the text keeps its contrast in both modes.
    FORBID_ATTR: ['style', 'color', 'bgcolor', 'srcset'],
    // The hook sets target on the external links it keeps; nothing else may open a window.
    ADD_ATTR: ['target'],
    RETURN_DOM_FRAGMENT: true,
  });
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
