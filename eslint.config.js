// Lint for the whole workspace. The dependency direction of ARCHITECTURE.md is enforced here:
// shared-contracts <- shell, every mf-*, api; no remote imports another remote or the shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import apiLayers from './tooling/lint/api-layers.js';
import shellLayers from './tooling/lint/shell-layers.js';
import { REMOTE_PACKAGES as REMOTES } from './tooling/remotes.js';

/**
 * Tooling as a remote may not import it: all of it except its build config (rsbuild.config.ts
 * imports tooling/rsbuild) and its standalone entry (src/bootstrap.tsx imports tooling/dev-harness).
 */
const TOOLING_BUT_BUILD_AND_HARNESS = 'tooling(?!/rsbuild$|/dev-harness$)';

/** Packages a file in `owner` must never import, by name or by a relative path into them. */
const FORBIDDEN = {
  'shared-contracts': [
    'shell',
    'admin',
    'api',
    'tooling',
    'e2e',
    'remote-kit',
    'demo-provider',
    'demo-chain',
    ...REMOTES,
  ],
  // The remotes' UI kit, bundled by every remote (host slot, page frame, lists, data hooks, the HTTP client, the
  // operator-HTML sanitizer): shared-contracts and libraries only, never a package of ours above it.
  'remote-kit': ['shell', 'admin', 'api', 'e2e', 'tooling', 'demo-provider', 'demo-chain', ...REMOTES],
  shell: ['admin', 'api', 'e2e', 'demo-chain', ...REMOTES],
  // The operator console is its own app beside the player site: shared-contracts only (and its build config).
  admin: ['shell', 'api', 'e2e', 'remote-kit', 'demo-provider', 'demo-chain', 'tooling(?!/rsbuild$)', ...REMOTES],
  // The API's own code knows no demo peer; only its tests and benches start the demo chain (API_TESTS_MAY_IMPORT).
  api: ['shell', 'admin', 'e2e', 'demo-provider', 'demo-chain', ...REMOTES],
  // A game provider is a peer of the platform: it reaches the API over HTTP only.
  'demo-provider': ['shell', 'api', 'e2e', 'tooling', 'demo-chain', 'remote-kit', ...REMOTES],
  // The demo chain stands in for TronGrid: a peer that shares nothing of ours but the contract.
  'demo-chain': ['shell', 'api', 'e2e', 'tooling', 'demo-provider', 'remote-kit', ...REMOTES],
  tooling: ['shell', 'api', 'e2e', ...REMOTES],
  // A remote imports shared-contracts and remote-kit, nothing else of ours.
  ...Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      [
        'shell',
        'admin',
        'api',
        'e2e',
        'demo-provider',
        'demo-chain',
        TOOLING_BUT_BUILD_AND_HARNESS,
        ...REMOTES.filter((other) => other !== remote),
      ],
    ]),
  ),
};

/** What the API's tests and benches may import beyond its code: the demo chain, started in-process. */
const API_TESTS_MAY_IMPORT = ['demo-chain'];
const API_TEST_FORBIDDEN = FORBIDDEN.api.filter((name) => !API_TESTS_MAY_IMPORT.includes(name));

/** The API's test and bench files exactly `depth` folders below api/ (the relative-path rule depends on depth). */
function apiTestFiles(depth) {
  const below = (count) => '*/'.repeat(count);
  return [
    `api/${below(depth)}*.test.ts`,
    ...(depth >= 1 ? [`api/bench/${below(depth - 1)}*.ts`] : []),
    ...(depth >= 2 ? [`api/src/test/${below(depth - 2)}*.ts`] : []),
  ];
}

/** Folder depths inside a package the relative-path rule is written for (src/routes/x/components/… is 4). */
const MAX_DEPTH = 8;

/**
 * Rules for the files `depth` folders below `owner`'s root: a relative import leaves the package
 * only with depth + 1 `../`, so `../api/x` inside shared-contracts/src/federation stays allowed.
 */
function boundaryRules(owner, depth, forbidden = FORBIDDEN[owner]) {
  const names = forbidden.join('|');
  const message = `${owner} may not depend on ${forbidden.join(', ')} (ARCHITECTURE.md: one-way dependencies; remotes meet only through routes and the HostApi)`;
  const byName = `^(${names})(/.*)?$`;
  const byRelativePath = `^(\\.\\./){${depth + 1}}(${names})(/.*)?$`;
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: byName, message },
          { regex: byRelativePath, message },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      // Dynamic import() is not covered by no-restricted-imports. esquery regexes need `/` escaped.
      { selector: `ImportExpression[source.value=/${byName.replace(/\//g, '\\/')}/]`, message },
      { selector: `ImportExpression[source.value=/${byRelativePath.replace(/\//g, '\\/')}/]`, message },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', '**/.e2e-*/**', 'api/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...Object.keys(FORBIDDEN).flatMap((owner) =>
    Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
      files: [`${owner}/${'*/'.repeat(depth)}*.{ts,tsx,js,mjs}`],
      ignores: ['**/node_modules/**'],
      rules: boundaryRules(owner, depth),
    })),
  ),
  // Later configs win: the API's tests and benches get the API's list without the demo chain.
  ...Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: apiTestFiles(depth),
    rules: boundaryRules('api', depth, API_TEST_FORBIDDEN),
  })),
  ...apiLayers,
  ...shellLayers,
  // Tests read as tables of cases, which the formatter lays out one argument a line: they may run
  // longer than source files, but not without limit.
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      'max-lines-per-function': 'off',
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  // Tests read response bodies of any shape; asserting on them is the point.
  { files: ['**/*.test.{ts,tsx}', 'api/src/test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
