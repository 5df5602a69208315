import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
/** A real provider shares only the published protocol with the platform, never its code. */
const ALLOWED_PACKAGES = ['fastify', 'zod', 'shared-contracts', 'vitest'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : /\.(ts|js)$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('the demo provider is a peer of the platform', () => {
  it('imports nothing of the API, the site or the tooling: only node, its libraries and the contract', () => {
    const outside: string[] = [];
    for (const file of sourceFiles(SOURCE_DIR)) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
        /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g,
      )) {
        const target = specifier as string;
        const relativeInside =
          target.startsWith('.') && path.resolve(path.dirname(file), target).startsWith(SOURCE_DIR + path.sep);
        if (!relativeInside && !target.startsWith('node:') && !ALLOWED_PACKAGES.includes(target))
          outside.push(`${path.relative(SOURCE_DIR, file)}: ${target}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
