import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lint/lint-text';

/** The package-boundary messages (no-restricted-imports and, for import(), no-restricted-syntax). */
const boundaryErrors = (filePath: string, code: string) =>
  ruleMessages(/no-restricted-(imports|syntax)/, filePath, code);

describe('lint enforces the dependency direction', { timeout: 60_000 }, () => {
  it('refuses a remote importing another remote, by name or by relative path', async () => {
    expect(
      await boundaryErrors(
        'mf-lobby/src/routes/x.ts',
        "import x from 'mf-wallet/src/federated/routes';\nexport default x;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'mf-lobby/src/routes/x.ts',
        "import x from '../../../mf-wallet/src/shared/host';\nexport default x;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('mf-lobby/src/routes/x.ts', "export const y = () => import('mf-agent');\n"),
    ).toHaveLength(1);
  });

  it('refuses a remote importing shell source', async () => {
    expect(
      await boundaryErrors(
        'mf-agent/src/x.ts',
        "import { hostApi } from '../../shell/src/host/host-api';\nexport default hostApi;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the operator console and the player site apart, both ways', async () => {
    expect(
      await boundaryErrors('admin/src/routes/x.ts', "import x from 'remote-kit/http-client';\nexport default x;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('admin/src/routes/x.ts', "import x from '../../../shell/src/app';\nexport default x;\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('admin/src/routes/x.ts', "export const y = () => import('mf-wallet');\n")).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors('mf-wallet/src/routes/x.ts', "import x from 'admin/src/api/client';\nexport default x;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('shell/src/app/x.ts', "import x from '../../../admin/src/app/App';\nexport default x;\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'admin/src/routes/x.ts',
        "import { apiPaths } from 'shared-contracts';\nexport default apiPaths;\n",
      ),
    ).toEqual([]);
  });

  it('refuses shared-contracts depending on anything of ours', async () => {
    expect(
      await boundaryErrors('shared-contracts/src/x.ts', "import x from 'shell';\nexport default x;\n"),
    ).toHaveLength(1);
  });

  it('counts the folders a relative path climbs: a folder of the package named like another package is no boundary', async () => {
    expect(
      await boundaryErrors(
        'shared-contracts/src/federation/x.ts',
        "import { apiPaths } from '../api/paths';\nexport default apiPaths;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'shared-contracts/src/federation/x.ts',
        "import x from '../../../api/src/app';\nexport default x;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'mf-lobby/src/routes/home/components/x.ts',
        "import x from '../../../../../mf-wallet/src/shared/host';\nexport default x;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets remote-kit import shared-contracts only: no shell, api, tooling, e2e, demo provider or remote', async () => {
    for (const target of [
      'shell/src/http/site-client',
      'api/src/app',
      'tooling/federation',
      'e2e/support/browser',
      'demo-provider/src/x',
      'mf-lobby/src/federated/routes',
    ]) {
      expect(
        await boundaryErrors('remote-kit/src/x.ts', `import x from '${target}';\nexport default x;\n`),
        target,
      ).toHaveLength(1);
    }
    expect(
      await boundaryErrors(
        'remote-kit/src/http-client/x.ts',
        "import x from '../../../shell/src/http/site-client';\nexport default x;\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('remote-kit/src/x.ts', "export const y = () => import('mf-wallet');\n")).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors(
        'remote-kit/src/dev/x.ts',
        "import { messages } from 'shared-contracts';\nimport { useState } from 'react';\nimport { createHttpClient } from '../http-client/http-client';\nexport default [messages, useState, createHttpClient];\n",
      ),
    ).toEqual([]);
  });

  it('keeps shared-contracts below remote-kit', async () => {
    expect(
      await boundaryErrors(
        'shared-contracts/src/x.ts',
        "import { getHost } from 'remote-kit';\nexport default getHost;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a remote import shared-contracts and remote-kit, and of tooling only its build config and dev harness', async () => {
    const kit =
      "import { getHost, useReadable } from 'remote-kit';\nimport { messages } from 'shared-contracts';\nexport default [getHost, useReadable, messages];\n";
    expect(await boundaryErrors('mf-wallet/src/routes/x.ts', kit)).toEqual([]);
    expect(
      await boundaryErrors(
        'mf-wallet/rsbuild.config.ts',
        "import { remoteConfig } from 'tooling/rsbuild';\nexport default remoteConfig;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'mf-wallet/src/bootstrap.tsx',
        "import { mountDevHarness } from 'tooling/dev-harness';\nexport default mountDevHarness;\n",
      ),
    ).toEqual([]);
    for (const target of [
      'tooling/federation',
      'tooling/release/paths',
      'tooling',
      'tooling/rsbuild/x',
      'demo-provider/src/x',
    ]) {
      expect(
        await boundaryErrors('mf-wallet/src/x.ts', `import x from '${target}';\nexport default x;\n`),
        target,
      ).toHaveLength(1);
    }
    expect(
      await boundaryErrors('mf-wallet/src/x.ts', "export const y = () => import('tooling/scripts/dev');\n"),
    ).toHaveLength(1);
  });

  it('keeps the demo chain a peer: it imports no API, site or tooling code, and the API only from its tests and benches', async () => {
    for (const target of ['api/src/modules/tron/address', 'shell/src/x', 'tooling/federation', 'demo-provider/src/x']) {
      expect(
        await boundaryErrors('demo-chain/src/x.ts', `import x from '${target}';\nexport default x;\n`),
        target,
      ).toHaveLength(1);
    }
    expect(
      await boundaryErrors(
        'demo-chain/src/x.ts',
        "import x from '../../api/src/modules/tron/address';\nexport default x;\n",
      ),
    ).toHaveLength(1);
    const start = "import { startDemoChain } from 'demo-chain';\nexport default startDemoChain;\n";
    expect(await boundaryErrors('api/src/modules/deposits/watcher.ts', start)).toHaveLength(1);
    expect(await boundaryErrors('api/src/main.ts', start)).toHaveLength(1);
    expect(await boundaryErrors('api/src/modules/deposits/watcher.test.ts', start)).toEqual([]);
    expect(await boundaryErrors('api/src/test/chain.ts', start)).toEqual([]);
    expect(await boundaryErrors('api/bench/bench-deposits.ts', start)).toEqual([]);
    // A test is still held to the rest of the API's boundaries.
    expect(
      await boundaryErrors('api/src/modules/deposits/watcher.test.ts', "import x from 'shell';\nexport default x;\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('mf-wallet/src/x.ts', start)).toHaveLength(1);
  });

  it('allows what ARCHITECTURE allows', async () => {
    const allowed =
      "import { messages } from 'shared-contracts';\nimport { getHost } from '../shared/host';\nexport default [messages, getHost];\n";
    expect(await boundaryErrors('mf-lobby/src/routes/x.ts', allowed)).toEqual([]);
    expect(await boundaryErrors('shell/src/x.ts', allowed)).toEqual([]);
  });
});
