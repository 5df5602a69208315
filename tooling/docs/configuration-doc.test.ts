import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedNames, environmentReads, isDocumented, readsIn, WORKSPACE_ROOT } from './environment-reads';

/**
 * docs/configuration.md is the one list of the settings: every name the code reads from the
 * environment (process.env.NAME, process.env['NAME'], a config's env.NAME, env[`${prefix}_SECRET`],
 * import.meta.env.NAME) is a row of one of its tables, and every row names something read.
 */
const DOC = 'docs/configuration.md';
const documented = documentedNames(readFileSync(path.join(WORKSPACE_ROOT, DOC), 'utf8'));
const reads = environmentReads();

describe(DOC, () => {
  it('documents every setting the code reads from the environment', () => {
    const missing = new Map<string, string>();
    for (const read of reads)
      if (!isDocumented(read.name, documented) && !missing.has(read.name))
        missing.set(read.name, `${read.file}:${read.line}`);
    const report = [...missing].map(([name, where]) => `${name} (read in ${where}) is missing from ${DOC}`);
    expect(report).toEqual([]);
  });

  it('names only settings the code reads (a family such as PROVIDER_<CODE>_SECRET by a template or a prefix)', () => {
    const read = new Set(reads.map((entry) => entry.name));
    const families = [...read].filter((name) => name.includes('${'));
    const unread = [...documented].filter(
      (name) =>
        !read.has(name) &&
        !(name.includes('<') && families.some((family) => isDocumented(family, new Set([name])))) &&
        !(name.endsWith('*') && [...read].some((readName) => readName.startsWith(name.slice(0, -1)))),
    );
    expect(unread.map((name) => `${name} is in ${DOC} but nothing reads it`)).toEqual([]);
  });

  it('finds each way the code reads a setting', () => {
    const code = [
      'const a = process.env.ALPHA;',
      'const b = process.env[\'BRAVO\'] ?? process.env["CHARLIE"];',
      'const c = env.DELTA ?? env?.ECHO;',
      'const d = env[`${prefix}_FOXTROT`];',
      'const e = import.meta.env.GOLF;',
      'const f = env.clipboard && options.env;',
    ].join('\n');
    expect(readsIn('x.ts', code).map((read) => read.name)).toEqual([
      'ALPHA',
      'DELTA',
      'ECHO',
      'GOLF',
      'BRAVO',
      'CHARLIE',
      '${prefix}_FOXTROT',
    ]);
    expect(isDocumented('${prefix}_FOXTROT', new Set(['THING_<CODE>_FOXTROT']))).toBe(true);
    expect(isDocumented('${prefix}_FOXTROT', new Set(['THING_<CODE>_GOLF']))).toBe(false);
  });
});
