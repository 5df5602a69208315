/**
 * Operator HTML as the player site will show it, for the console's previews: the console's own
 * DOMPurify (it may not bundle remote-kit) with the one rule set of shared-contracts' operator-html.ts,
 * which remote-kit's sanitizer applies on the site.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { applyOperatorRules, operatorHtmlConfig, type OperatorStyles } from 'shared-contracts';

let purifier: Purifier | null = null;
/** The styles rule of the sanitizing under way (DOMPurify's hooks take no options). */
let stylesRule: OperatorStyles = 'keep';

/** Its own instance, so these hooks never touch another sanitizing on the page. */
function previewPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => applyOperatorRules(node, stylesRule));
  purifier = instance;
  return instance;
}

/**
 * The preview of operator HTML: `styles` as the page that shows it ('drop' for a promotion's rules,
 * 'keep' for bulletins and config items).
 */
export function sanitizeOperatorHtml(html: string, styles: OperatorStyles = 'keep'): string {
  stylesRule = styles;
  return previewPurifier().sanitize(html, operatorHtmlConfig(styles));
}
