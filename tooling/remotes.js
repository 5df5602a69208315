/** The one table of the remotes: read by lint (eslint.config.js), release, `pnpm dev` and every remote's rsbuild config. */

// Plain JavaScript so eslint.config.js, which Node loads without TypeScript, can import it; the types are in remotes.d.ts.

/**
 * One row per remote. The order is the order `pnpm start` first releases them in.
 * @type {readonly import('./remotes').Remote[]}
 */
export const REMOTES = Object.freeze([
  Object.freeze({ packageName: 'mf-lobby', devPort: 3001, title: '大厅' }),
  Object.freeze({ packageName: 'mf-wallet', devPort: 3002, title: '钱包' }),
  Object.freeze({ packageName: 'mf-account', devPort: 3003, title: '我的' }),
  Object.freeze({ packageName: 'mf-agent', devPort: 3004, title: '代理' }),
  Object.freeze({ packageName: 'mf-activity', devPort: 3005, title: '活动' }),
]);

/** The remotes' workspace package names, in table order. */
export const REMOTE_PACKAGES = Object.freeze(REMOTES.map((remote) => remote.packageName));

/** The shell's rsbuild dev server, the address `pnpm dev` opens. */
export const SHELL_DEV_PORT = 3000;
/** The operator console's dev server (`pnpm --filter admin dev`). */
export const ADMIN_DEV_PORT = 3010;

/**
 * The row of one remote; throws for a name that is not in the table.
 * @param {string} packageName
 * @returns {import('./remotes').Remote}
 * @example remoteNamed('mf-wallet').devPort // 3002
 */
export function remoteNamed(packageName) {
  const remote = REMOTES.find((candidate) => candidate.packageName === packageName);
  if (!remote) throw new Error(`${packageName} is not a remote of tooling/remotes.js (${REMOTE_PACKAGES.join(', ')})`);
  return remote;
}
