/** Types of remotes.js, the one table of the remotes (plain JavaScript so eslint.config.js can read it). */

/**
 * The remotes' package names. A row added to remotes.js needs its name here too: until then its
 * `remoteConfig('<name>')` fails typecheck, and remotes.test.ts checks the two agree.
 */
export type RemotePackage = 'mf-lobby' | 'mf-wallet' | 'mf-account' | 'mf-agent' | 'mf-activity';

export interface Remote {
  /** The workspace package: its folder, and its folder under deploy/remotes/. */
  readonly packageName: RemotePackage;
  /** Its rsbuild dev server (`pnpm dev`, or `pnpm --filter <remote> dev` alone in the harness). */
  readonly devPort: number;
  /** The HTML title of its own page (the standalone dev harness). */
  readonly title: string;
}

export declare const REMOTES: readonly Remote[];
export declare const REMOTE_PACKAGES: readonly RemotePackage[];
export declare const SHELL_DEV_PORT: number;
export declare const ADMIN_DEV_PORT: number;
export declare function remoteNamed(packageName: RemotePackage): Remote;
