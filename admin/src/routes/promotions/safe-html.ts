/**
 * A promotion's rules HTML made safe to preview, as the activity page shows it: DOMPurify's HTML
 * profile without scripts, handlers, frames, forms or inline styles; links open a new tab that cannot
 * reach back; pictures only from https or inline rasters (an SVG can carry script).
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const SAFE_LINK = /^https?:\/\/[^\s"'<>/?#][^\s"'<>]*$/i;
const SAFE_PICTURE = /^(https:\/\/[^\s"'<>]+|data:image\/(png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/=\s]+)$/i;

let purifier: Purifier | null = null;

/** Its own instance, so these hooks never touch another sanitizing on the page. */
function rulesPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement) {
      const href = node.getAttribute('href') ?? '';
      if (SAFE_LINK.test(href.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
      }
    }
    if (node instanceof HTMLImageElement && !SAFE_PICTURE.test((node.getAttribute('src') ?? '').trim())) node.remove();
  });
  purifier = instance;
  return instance;
}

/** The rules as the player's page would render them. */
export function sanitizeRules(html: string): string {
  return rulesPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'color', 'bgcolor', 'srcset'],
    ADD_ATTR: ['target'],
  });
}
