import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importing, ruleMessages } from './lint/lint-text';
import { WORKSPACE_ROOT } from './release/paths';

/** The layers/one-way messages for `code` as if it were the file at `filePath`. */
const layerErrors = (filePath: string, code: string) => ruleMessages('layers/one-way', filePath, code);

/** Expects one layer error for each backwards import of `file` and none for each allowed one. */
async function expectLayers(file: string, refused: string[], allowed: string[]) {
  for (const source of refused)
    expect(await layerErrors(file, importing(source)), `${file} → ${source}`).toHaveLength(1);
  for (const source of allowed) expect(await layerErrors(file, importing(source)), `${file} → ${source}`).toEqual([]);
}

describe('the shell is layered: root → features → session/http → stores/platform', { timeout: 60_000 }, () => {
  it('stores/ and platform/ import nothing above them', async () => {
    const above = [
      '../session/user-session',
      '../http/site-client',
      '../dialogs/SiteDialogs',
      '../host/host-api',
      '../app/App',
      '../bootstrap',
    ];
    await expectLayers('shell/src/stores/x.ts', above, ['./storage-keys', '../platform/progress']);
    await expectLayers('shell/src/platform/x.ts', above, ['./progress', '../stores/storage-keys']);
  });

  it('session/ imports neither http/ nor a feature nor the root', async () => {
    await expectLayers(
      'shell/src/session/x.ts',
      ['../http/site-client', '../dialogs/auto-popups/popup-rules', '../balance/BalanceText', '../app/home-path'],
      ['./site-events', '../stores/session-store', '../platform/progress'],
    );
  });

  it('http/ imports neither session/ nor a feature nor the root', async () => {
    await expectLayers(
      'shell/src/http/x.ts',
      ['../session/user-session', '../host/host-api', '../app/App'],
      ['./site-client', '../stores/session-store', '../platform/toast'],
    );
  });

  it('features import anything below them, and each other, but not the composition root', async () => {
    await expectLayers(
      'shell/src/frame/x.tsx',
      ['../app/home-path', '../app/App', '../bootstrap', '../index'],
      [
        '../session/user-session',
        '../http/site-client',
        '../stores/ui-flags',
        '../platform/progress',
        '../remote/RemotePage',
        './TabBar',
      ],
    );
    await expectLayers(
      'shell/src/dialogs/login/x.ts',
      ['../../app/router'],
      ['../../session/user-session', '../../platform/device-id'],
    );
  });

  it('the composition root imports every layer', async () => {
    const everything = [
      '../frame/Frame',
      '../session/entry-token',
      '../http/site-client',
      '../stores/session-store',
      '../platform/theme',
    ];
    await expectLayers('shell/src/app/x.tsx', [], everything);
    await expectLayers(
      'shell/src/bootstrap.tsx',
      [],
      everything.map((source) => source.replace('../', './')),
    );
  });

  it('sees re-exports and dynamic imports too', async () => {
    expect(
      await layerErrors('shell/src/stores/x.ts', "export { logout } from '../session/user-session';\n"),
    ).toHaveLength(1);
    expect(await layerErrors('shell/src/stores/x.ts', "export * from '../http/site-client';\n")).toHaveLength(1);
    expect(
      await layerErrors('shell/src/session/x.ts', "export const load = () => import('../http/site-client');\n"),
    ).toHaveLength(1);
  });

  it('places every folder of shell/src in a layer: from any folder but the root, importing the root is refused', async () => {
    const folders = readdirSync(path.join(WORKSPACE_ROOT, 'shell/src'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    expect(folders.length).toBeGreaterThan(5);
    for (const { name } of folders) {
      expect(await layerErrors(`shell/src/${name}/x.ts`, importing('../app/App')), `shell/src/${name}/`).toHaveLength(
        name === 'app' ? 0 : 1,
      );
    }
  });
});
