/**
 * The settings the workspace's code reads from the environment, and the ones docs/configuration.md
 * documents: the two sides of tooling/docs/configuration-doc.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One read of a setting: its name (a template such as `${prefix}_ALLOW` when built at run time) and where. */
export interface EnvironmentRead {
  name: string;
  file: string;
  line: number;
}

/** Source files: TypeScript and JavaScript, tests and benches included (their settings are documented too). */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * An object that is the environment: `process.env`, a config's `env` parameter, `processEnv`,
 * `import.meta.env` (Rsbuild's defines). Lower-case members (`env.clipboard`) are no setting.
 */
const ENV_OBJECT = String.raw`\b(?:process\.env|[A-Za-z_$]*[eE]nv)\??`;
const READS = [
  // env.NAME, process.env.NAME, env?.NAME
  new RegExp(`${ENV_OBJECT}\\.([A-Z][A-Z0-9_]*)\\b`, 'g'),
  // env['NAME'], process.env["NAME"], env[`NAME`]
  new RegExp(`${ENV_OBJECT}\\.?\\[\\s*(?:'([A-Z][A-Z0-9_]*)'|"([A-Z][A-Z0-9_]*)"|\`([A-Z][A-Z0-9_]*)\`)\\s*\\]`, 'g'),
  // env[`${prefix}_SECRET`]: a name built at run time, kept as its template
  new RegExp(`${ENV_OBJECT}\\.?\\[\\s*(\`[^\`]*\\$\\{[^\`]*\`)\\s*\\]`, 'g'),
];

/** Folders that hold no source of ours (the ignore rules of .gitignore, for a copy without git). */
const NOT_SOURCE = /^(node_modules|dist|deploy|data|\.bench|\.dev|\.git|\.rsbuild-cache|\.e2e-.*)$/;

/** Every file below `dir`, relative to `root`, skipping folders that hold no source. */
function walk(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_SOURCE.test(entry.name) ? [] : walk(root, relative);
    return [relative];
  });
}

/** The workspace's files, tracked or new (git's ignore rules leave out node_modules, builds, deploys). */
function workspaceFiles(root: string): string[] {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\n');
  } catch {
    return walk(root);
  }
}

/** The workspace's source files, but this folder's own (its test writes example reads). */
export function sourceFiles(root = WORKSPACE_ROOT): string[] {
  return workspaceFiles(root)
    .filter((file) => SOURCE.test(file) && !file.split('/').includes('node_modules'))
    .filter((file) => !file.startsWith('tooling/docs/'));
}

/** Every environment read in one file's text. */
export function readsIn(file: string, text: string): EnvironmentRead[] {
  const reads: EnvironmentRead[] = [];
  for (const pattern of READS) {
    for (const match of text.matchAll(pattern)) {
      const name = match.slice(1).find((group) => group !== undefined);
      if (!name) continue;
      const line = text.slice(0, match.index).split('\n').length;
      reads.push({ name: name.startsWith('`') ? name.slice(1, -1) : name, file, line });
    }
  }
  return reads;
}

/** Every environment read in the workspace's source (a deleted but still tracked file is skipped). */
export function environmentReads(root = WORKSPACE_ROOT): EnvironmentRead[] {
  return sourceFiles(root).flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return [];
    }
    return readsIn(file, text);
  });
}

/**
 * The names in the first column of every table of a markdown file: `NAME`, or a family written
 * with a placeholder such as `PROVIDER_<CODE>_SECRET` or `DEMO_CHAIN_*`.
 */
export function documentedNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const row of markdown.split('\n')) {
    if (!row.startsWith('|')) continue;
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_<>*]*)`/g)) names.add(match[1] as string);
  }
  return names;
}

/** Whether a read is documented: by its own name, or for a template by a documented family it fits. */
export function isDocumented(name: string, documented: ReadonlySet<string>): boolean {
  if (documented.has(name)) return true;
  if (!name.includes('${')) return false;
  const pattern = new RegExp(
    `^${name
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[A-Z0-9_<>]+')}$`,
  );
  return [...documented].some((documentedName) => pattern.test(documentedName));
}
