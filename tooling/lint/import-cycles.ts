/**
 * Circles of relative imports among a package's source files (tests left out), type imports
 * included: two files that import each other are one design split in two, whatever the bundler
 * makes of it. Tarjan's strongly connected components over the import graph.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) && !TEST.test(name) ? [file] : [];
  });
}

/** The file an import names: `./x` → x.ts, x.tsx or x/index.ts(x); null for anything else (JSON, CSS). */
function resolve(from: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ];
  return candidates.find((file) => SOURCE.test(file) && existsSync(file)) ?? null;
}

/** Each circle of `folder`'s sources: the files in it, relative to `root`. */
export function importCycles(folder: string, root: string): string[][] {
  const files = sourceFiles(folder);
  const edges = new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => resolve(file, match[1]!));
      return [file, targets.filter((target): target is string => target !== null)];
    }),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      component.push(path.relative(root, member));
      if (member === file) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}
