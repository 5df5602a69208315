/**
 * Operator HTML made safe to show on the player site (bulletins, the sports notice, 关于我们, 理性游戏,
 * a promotion's rules, a custom page): DOMPurify with the one rule set of shared-contracts'
 * operator-html.ts, on an instance of its own so these hooks never touch another sanitizing.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { applyOperatorRules, headingShift, operatorHtmlConfig, type OperatorStyles } from 'shared-contracts';

export interface OperatorHtmlOptions {
  /** What the operator's inline styles become (operator-html.ts): 'keep' by default. */
  styles?: OperatorStyles;
  /** The level the highest heading moves to, under the page's own title (2 under an h1); unset: headings stay. */
  headingsFrom?: number;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
let purifier: Purifier | null = null;
/** The styles rule of the sanitizing under way (DOMPurify's hooks take no options). */
let stylesRule: OperatorStyles = 'keep';

/** The instance with the rules' hooks, made on first use (the page runs in a browser only). */
function operatorPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => applyOperatorRules(node, stylesRule));
  purifier = instance;
  return instance;
}

function moveHeadings(fragment: DocumentFragment, top: number): void {
  const headings = [...fragment.querySelectorAll(HEADINGS)];
  const shift = headingShift(
    headings.map((heading) => Number(heading.tagName.slice(1))),
    top,
  );
  for (const heading of headings) {
    const level = Math.min(6, Math.max(1, Number(heading.tagName.slice(1)) + shift));
    const moved = fragment.ownerDocument.createElement(`h${level}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
}

/**
 * Sanitized operator HTML: text, lists, tables, safe pictures and links stay; scripts, handlers,
 * frames, forms, style sheets and unsafe addresses do not.
 * @example sanitizeOperatorHtml('<p onclick="x">a</p><script>b</script>') // '<p>a</p>'
 */
export function sanitizeOperatorHtml(
  html: string,
  { styles = 'keep', headingsFrom }: OperatorHtmlOptions = {},
): string {
  stylesRule = styles;
  const fragment = operatorPurifier().sanitize(html, { ...operatorHtmlConfig(styles), RETURN_DOM_FRAGMENT: true });
  if (headingsFrom !== undefined) moveHeadings(fragment, headingsFrom);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
