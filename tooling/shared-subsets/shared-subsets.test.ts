/**
 * The shared subsets (antd-mobile.ts, react-router-dom.ts) hold every name the apps import from
 * those packages: a missing one would be undefined at run time, as the build resolves the package
 * to its subset. And no app reaches around a subset to the package itself (a second copy of the
 * router or the UI kit on the page).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_SUBSETS } from '../federation';

const WORKSPACE = fileURLToPath(new URL('../..', import.meta.url));
const APP_SOURCES = ['shell', 'mf-lobby', 'mf-wallet', 'mf-account', 'mf-agent', 'mf-activity', 'remote-kit'].map(
  (app) => path.join(WORKSPACE, app, 'src'),
);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Names in `import { A, type B, C as D } from '<pkg>'`, and every other specifier from '<pkg>…' or its deep paths. */
function importsOf(text: string) {
  const named = new Map<string, Set<string>>();
  const specifiers: string[] = [];
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'([^']+)'/gs)) {
    const [, names = '', from = ''] = match;
    const set = named.get(from) ?? new Set<string>();
    for (const name of names.split(',')) {
      const bare = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (bare) set.add(bare);
    }
    named.set(from, set);
  }
  for (const match of text.matchAll(/from\s+'([^']+)'/g)) specifiers.push(match[1] ?? '');
  return { named, specifiers };
}

/** The names a subset file exports. */
function exportsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of text.matchAll(/export\s+\{([^}]+)\}\s+from/gs))
    for (const part of (match[1] ?? '').split(',')) {
      const exported = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (exported) names.add(exported);
    }
  return names;
}

const files = APP_SOURCES.flatMap(sourceFiles);

describe('the shared subsets', () => {
  for (const [pkg, subset] of Object.entries(SHARED_SUBSETS)) {
    it(`${pkg}: every name an app imports is in the subset`, () => {
      const exported = exportsOf(subset);
      const missing = files.flatMap((file) =>
        [...(importsOf(readFileSync(file, 'utf8')).named.get(pkg) ?? [])]
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(WORKSPACE, file)}: ${name}`),
      );
      expect(missing).toEqual([]);
      expect(exported.size).toBeGreaterThan(5);
    });
  }

  it('no app imports react-router itself or a deep path of either package', () => {
    const around = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .specifiers.filter((from) => /^react-router(\/|$)/.test(from) || /^(antd-mobile|react-router-dom)\//.test(from))
        .map((from) => `${path.relative(WORKSPACE, file)}: ${from}`),
    );
    expect(around).toEqual([]);
  });
});
