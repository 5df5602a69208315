/** No package's sources import each other in a circle (docs/architecture.md: one-way dependencies). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './lint/import-cycles';
import { WORKSPACE_ROOT } from './release/paths';

const PACKAGES = [
  'api/src',
  'admin/src',
  'shell/src',
  'remote-kit/src',
  'shared-contracts/src',
  'demo-chain/src',
  'demo-provider/src',
  'mf-account/src',
  'mf-activity/src',
  'mf-agent/src',
  'mf-lobby/src',
  'mf-wallet/src',
];

describe('import circles', () => {
  it.each(PACKAGES)('%s has none', (folder) => {
    expect(importCycles(path.join(WORKSPACE_ROOT, folder), WORKSPACE_ROOT)).toEqual([]);
  });

  it('finds a circle, through a folder index and a type import too', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      mkdirSync(path.join(root, 'feature'));
      writeFileSync(path.join(root, 'a.ts'), "import { b } from './feature';\nexport const a = b;\n");
      writeFileSync(path.join(root, 'feature', 'index.ts'), "export { b } from './b';\n");
      writeFileSync(path.join(root, 'feature', 'b.ts'), "import type { A } from '../c';\nexport const b = 1 as A;\n");
      writeFileSync(path.join(root, 'c.ts'), "import { a } from './a';\nexport type A = typeof a;\n");
      writeFileSync(path.join(root, 'd.ts'), "import { a } from './a';\nexport const d = a;\n");
      writeFileSync(path.join(root, 'a.test.ts'), "import { d } from './d';\nexport const t = d;\n");
      expect(importCycles(root, root)).toEqual([['a.ts', 'c.ts', 'feature/b.ts', 'feature/index.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
