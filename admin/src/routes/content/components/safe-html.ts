/**
 * Operator HTML as the player site will show it: DOMPurify with the players' rules (formatting,
 * tables, images and links stay; scripts, handlers, frames, forms and styles sheets do not).
 */
import DOMPurify from 'dompurify';

let hooked = false;

/** Links the preview keeps open a new tab that cannot reach back. */
function holdLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof HTMLAnchorElement)) return;
    const href = node.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href)) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  holdLinks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['srcset'],
    ADD_ATTR: ['target'],
  });
}

/** The text of operator HTML, for a one-line summary in a table (an inert document: nothing loads or runs). */
export function htmlText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
