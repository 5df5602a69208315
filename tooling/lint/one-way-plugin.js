/**
 * A local ESLint rule for the layers inside a package (ARCHITECTURE.md: layers point one way).
 * The package-boundary rules use no-restricted-imports; a second config of that rule for the same
 * files would replace them, so layers get a rule of their own that never collides.
 *
 * Options: a list of zones `{ from, disallow, except?, message }`, globs relative to the workspace
 * root (`*` one path segment, `**` any depth). A file matching `from` may not import, re-export or
 * dynamically import a relative path that resolves into `disallow` (unless it matches `except`).
 * @example { from: 'api/src/http/**', disallow: ['api/src/modules/**'], message: 'http/ knows no module' }
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `api/src/modules/*∕routes.ts` → a RegExp over workspace-relative paths, extension optional. */
function globToRegExp(glob) {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index];
    if (char === '*' && glob[index + 1] === '*') {
      // `**/` matches zero or more folders; a trailing `**` anything below.
      const slash = glob[index + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      index += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}(\\.(ts|tsx|js|mjs|json))?$`);
}

const matchesAny = (regexps, file) => regexps.some((regexp) => regexp.test(file));

const oneWayRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports inside a package point one way, from higher layers to lower ones.' },
    schema: [{ type: 'array', items: { type: 'object' } }],
  },
  create(context) {
    const file = path.relative(WORKSPACE_ROOT, context.filename).split(path.sep).join('/');
    const zones = (context.options[0] ?? [])
      .map((zone) => ({
        from: [zone.from].flat().map(globToRegExp),
        disallow: zone.disallow.map(globToRegExp),
        except: (zone.except ?? []).map(globToRegExp),
        message: zone.message,
      }))
      .filter((zone) => matchesAny(zone.from, file));
    if (zones.length === 0) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      for (const zone of zones) {
        if (matchesAny(zone.disallow, target) && !matchesAny(zone.except, target)) {
          context.report({ node, message: `${file} may not import ${target}: ${zone.message}` });
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'one-way': oneWayRule } };
