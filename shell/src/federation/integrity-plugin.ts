/**
 * Release safety Module Federation does not have: every remote entry script is loaded with the
 * SHA-384 integrity that `pnpm release` recorded, so the browser refuses altered bytes.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRelease } from 'shared-contracts';

/** Origin and path of a URL (query ignored), so `./x.js` and `http://site/x.js` compare equal. */
export function entryKey(url: string, base: string): string {
  const parsed = new URL(url, base);
  return parsed.origin + parsed.pathname;
}

/**
 * The integrity to demand for a script URL: the recorded one when it is a remote's entry.
 * Chunks go through the same hook; they are content-hashed files inside the version folder.
 */
export function integrityFor(url: string, releases: readonly RemoteRelease[], base: string): string | undefined {
  const key = entryKey(url, base);
  return releases.find((candidate) => entryKey(candidate.entry, base) === key)?.integrity;
}

/**
 * The entry URL a federation manifest names, resolved against the manifest's own URL (remotes
 * are built with publicPath 'auto'). It must be the entry remotes.json vouches for.
 */
export function entryNamedByManifest(
  manifestUrl: string,
  remoteEntry: { path: string; name: string },
  base: string,
): string {
  const folder = new URL('./', new URL(manifestUrl, base));
  const entryPath = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return new URL(entryPath, folder).href;
}

export function integrityPlugin(releases: readonly RemoteRelease[]): ModuleFederationRuntimePlugin {
  return {
    name: 'release-integrity',
    createScript({ url }) {
      const integrity = integrityFor(url, releases, location.href);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
    async loadRemoteSnapshot(args) {
      const release = releases.find(
        (candidate) => entryKey(candidate.manifest, location.href) === entryKey(args.manifestUrl ?? '', location.href),
      );
      const remoteEntry = (
        args.manifestJson as { metaData?: { remoteEntry?: { path: string; name: string } } } | undefined
      )?.metaData?.remoteEntry;
      if (release?.integrity && remoteEntry) {
        const named = entryNamedByManifest(args.manifestUrl ?? '', remoteEntry, location.href);
        if (entryKey(named, location.href) !== entryKey(release.entry, location.href)) {
          throw new Error(`${release.name}: manifest names entry ${named}, remotes.json vouches for ${release.entry}`);
        }
      }
      return args;
    },
  };
}
