/** `remote-kit/operator-html`: the player site's one sanitizer of operator HTML, for the remotes and the shell. */
export { sanitizeOperatorHtml, type OperatorHtmlOptions } from './sanitize-operator-html';
