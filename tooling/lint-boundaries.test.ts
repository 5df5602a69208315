import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from './release/paths';

const eslint = new ESLint({ cwd: WORKSPACE_ROOT });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${WORKSPACE_ROOT}/${filePath}` });
  return (result?.messages ?? []).filter((message) => /no-restricted-(imports|syntax)/.test(message.ruleId ?? '')).map((message) => message.message);
}

describe('lint enforces the dependency direction', () => {
  it('refuses a remote importing another remote, by name or by relative path', async () => {
    expect(await boundaryErrors('mf-lobby/src/routes/x.ts', "import x from 'mf-wallet/src/federated/routes';\nexport default x;\n")).toHaveLength(1);
    expect(await boundaryErrors('mf-lobby/src/routes/x.ts', "import x from '../../../mf-wallet/src/shared/host';\nexport default x;\n")).toHaveLength(1);
    expect(await boundaryErrors('mf-lobby/src/routes/x.ts', "export const y = () => import('mf-agent');\n")).toHaveLength(1);
  });

  it('refuses a remote importing shell source', async () => {
    expect(await boundaryErrors('mf-agent/src/x.ts', "import { hostApi } from '../../shell/src/host/host-api';\nexport default hostApi;\n")).toHaveLength(1);
  });

  it('refuses shared-contracts depending on anything of ours', async () => {
    expect(await boundaryErrors('shared-contracts/src/x.ts', "import x from 'shell';\nexport default x;\n")).toHaveLength(1);
  });

  it('counts the folders a relative path climbs: a folder of the package named like another package is no boundary', async () => {
    expect(await boundaryErrors('shared-contracts/src/federation/x.ts', "import { apiPaths } from '../api/paths';\nexport default apiPaths;\n")).toEqual([]);
    expect(await boundaryErrors('shared-contracts/src/federation/x.ts', "import x from '../../../api/src/app';\nexport default x;\n")).toHaveLength(1);
    expect(await boundaryErrors('mf-lobby/src/routes/home/components/x.ts', "import x from '../../../../../mf-wallet/src/shared/host';\nexport default x;\n")).toHaveLength(1);
  });

  it('allows what ARCHITECTURE allows', async () => {
    const allowed = "import { messages } from 'shared-contracts';\nimport { getHost } from '../shared/host';\nexport default [messages, getHost];\n";
    expect(await boundaryErrors('mf-lobby/src/routes/x.ts', allowed)).toEqual([]);
    expect(await boundaryErrors('shell/src/x.ts', allowed)).toEqual([]);
  });
});
