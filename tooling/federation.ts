/**
 * The one Module Federation helper every app uses: naming, the shared singletons and the
 * share strategy live here so the shell and the five remotes can never disagree.
 */
import { fileURLToPath } from 'node:url';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

/**
 * Libraries that must exist once on the page: two copies of React or the router break hooks.
 * `react-router-dom` and `antd-mobile` are the site's subsets of them (shared-subsets/, see
 * SHARED_SUBSETS); `react-router` itself is only reached through the router subset.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router-dom',
  'nanostores',
  '@nanostores/react',
  'antd-mobile',
] as const;

/**
 * Libraries that could exist twice without harm but are shared so a page downloads them once: the
 * shell's first-time popup and the lobby's banner both use swiper's carousel (its React part, which
 * holds the core; each app keeps its own small modules such as Pagination), and both sanitize
 * operator HTML with DOMPurify. The copy loaded first serves the other.
 */
export const SHARED_ONCE = ['swiper/react', 'dompurify'] as const;

/** Shared singletons the build resolves to the site's own subset of the package (rsbuild.ts). */
export const SHARED_SUBSETS = {
  'antd-mobile': fileURLToPath(new URL('./shared-subsets/antd-mobile.ts', import.meta.url)),
  'react-router-dom': fileURLToPath(new URL('./shared-subsets/react-router-dom.ts', import.meta.url)),
} as const;

/** `mf-lobby` → `mf_lobby`: container names must be JavaScript identifiers. */
export function federationNameOf(packageName: string): string {
  return packageName.replace(/-/g, '_');
}

/**
 * Every app runs in a browser only: the federation runtime is built without its Node.js branches
 * (8 kB gzip less on the home route, 6 kB less in the other tabs' remotes; bench:home).
 */
const BROWSER_ONLY = { target: 'web' } as const;

/** What every app shares: the singletons, and the libraries shared only to be downloaded once. */
function sharedLibraries(): NonNullable<ModuleFederationOptions['shared']> {
  return Object.fromEntries([
    ...SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false as const }]),
    ...SHARED_ONCE.map((name) => [name, { requiredVersion: false as const }]),
  ]);
}

/** Options for the shell: a host that knows no remote at build time (they come from remotes.json). */
export function shellFederation(): ModuleFederationOptions {
  return {
    name: 'shell',
    remotes: {},
    shared: sharedLibraries(),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    // Remotes reuse this runtime instead of each shipping their own copy.
    experiments: { provideExternalRuntime: true, optimization: BROWSER_ONLY },
  };
}

/** Options for a remote: it exposes its route table (and later widgets) from src/federated/. */
export function remoteFederation(packageName: string, exposes: Record<string, string>): ModuleFederationOptions {
  return {
    name: federationNameOf(packageName),
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedLibraries(),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
    // In a release the shell provides the federation runtime; the standalone dev harness has
    // no shell, so development builds keep their own.
    experiments: { externalRuntime: process.env.NODE_ENV === 'production', optimization: BROWSER_ONLY },
  };
}
