/** Splits a downloaded file's gzip bytes among the parts of the site, by the modules inside it. */
import { SHARED_ONCE, SHARED_SINGLETONS } from '../federation';

export type Part = 'shell' | 'MF runtime' | 'shared libraries' | 'lobby remote';

const SHARED_PACKAGE_DIRS = [
  ...new Set(
    // react-router travels inside the router subset (federation.ts).
    [...SHARED_SINGLETONS, ...SHARED_ONCE, 'react-router'].map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  ),
].map((name) => `/node_modules/${name}/`);

/** Which part a module belongs to, given which app's file it was found in. */
export function partOfModule(identifier: string, owner: 'shell' | 'lobby remote'): Part {
  if (identifier.includes('/node_modules/@module-federation/')) return 'MF runtime';
  // React's scheduler is part of react-dom's bundle, so it travels with the shared libraries.
  if (
    SHARED_PACKAGE_DIRS.some((dir) => identifier.includes(dir)) ||
    identifier.includes('/node_modules/scheduler/') ||
    identifier.includes('/tooling/shared-subsets/')
  )
    return 'shared libraries';
  return owner;
}

/**
 * Gzip bytes of one file split by part, in proportion to the raw size of its modules. CSS files
 * count only their CSS modules, JS files the rest.
 * @example attributeBytes(1000, { '/w/node_modules/@module-federation/x.js': 30, '/w/shell/src/a.ts': 70 }, 'static/js/index.js', 'shell')
 *   // { 'MF runtime': 300, shell: 700 }
 */
export function attributeBytes(
  gzipBytes: number,
  modules: Record<string, number> | undefined,
  file: string,
  owner: 'shell' | 'lobby remote',
): Partial<Record<Part, number>> {
  const isCss = file.endsWith('.css');
  const relevant = Object.entries(modules ?? {}).filter(([identifier]) =>
    isCss ? /\.css($|\|)/.test(identifier) : !/\.css($|\|)/.test(identifier),
  );
  const total = relevant.reduce((sum, [, size]) => sum + size, 0);
  if (total === 0) return { [owner]: gzipBytes };
  const parts: Partial<Record<Part, number>> = {};
  for (const [identifier, size] of relevant) {
    const part = partOfModule(identifier, owner);
    parts[part] = (parts[part] ?? 0) + (gzipBytes * size) / total;
  }
  return parts;
}
