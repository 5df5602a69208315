/** For the lint tests: ESLint's messages of one rule for a piece of code linted as if it were a given file. */
import { ESLint } from 'eslint';
import { WORKSPACE_ROOT } from '../release/paths';

const eslint = new ESLint({ cwd: WORKSPACE_ROOT });

/**
 * The messages `rule` (a rule id, or a pattern of ids) reports for `code` at the workspace-relative `filePath`.
 * @example await ruleMessages('layers/one-way', 'api/src/http/x.ts', importing('../modules/auth/sessions'))
 */
export async function ruleMessages(rule: string | RegExp, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${WORKSPACE_ROOT}/${filePath}` });
  const matches = (ruleId: string | null) => (typeof rule === 'string' ? ruleId === rule : rule.test(ruleId ?? ''));
  return (result?.messages ?? []).filter((message) => matches(message.ruleId)).map((message) => message.message);
}

/** A module that only imports `source` and uses it. */
export const importing = (source: string) => `import * as target from '${source}';\nexport default target;\n`;
