/**
 * remotes.json: what the shell fetches at boot to learn which version of each remote to load.
 * Written only by `pnpm release` / `pnpm rollback`; the shell's build knows no remote URL.
 * zod/mini, not zod: these are the only schemas the shell parses at boot, and zod's full build
 * (methods on every schema, so nothing can be left out) is about 35 kB gzip of the home page.
 */
import { z } from 'zod/mini';
import { routeMetaListSchema } from './route-meta';

/** Module Federation container names are JS identifiers: `mf_lobby` for the package `mf-lobby`. */
export const remoteNameSchema = z.string().check(z.regex(/^mf_[a-z]+$/));

export const remoteReleaseSchema = z.object({
  name: remoteNameSchema,
  /** Workspace package the remote was built from, e.g. `mf-lobby`. */
  package: z.string().check(z.regex(/^mf-[a-z]+$/)),
  /** Immutable release version: package version plus a hash of the built files. */
  version: z.string().check(z.minLength(1)),
  /** Versioned URL of the remote's mf-manifest.json. */
  manifest: z.string().check(z.minLength(1)),
  /** Versioned URL of the remote entry script the manifest names. */
  entry: z.string().check(z.minLength(1)),
  /** `sha384-<base64>` of the entry's bytes; the shell refuses an entry that does not match. */
  integrity: z.optional(z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]+=*$/))),
  /** shared-contracts version the remote was built against. */
  contracts: z.string().check(z.minLength(1)),
  routes: routeMetaListSchema,
  releasedAt: z.optional(z.string()),
});

export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

export const releaseManifestSchema = z.object({
  schemaVersion: z.literal(1),
  /**
   * Where the site's HTTP client sends /api calls: absent or '' for the site's own origin (the
   * site server proxies /api), or an absolute https origin when the API has its own host.
   * Operators set it here, so moving the API is an edit of remotes.json, not a rebuild.
   */
  apiBase: z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
  remotes: z.array(remoteReleaseSchema),
});

export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

/** The one exposed module every remote offers: its route table. */
export const ROUTES_EXPOSE = './routes';

/** The agent remote's widget the shell mounts while showInvite is on (spec §2 popup 6). */
export const INVITE_DIALOG_EXPOSE = './invite-dialog';
export const INVITE_DIALOG_REMOTE = 'mf_agent';

/** The wallet remote's widget the shell mounts while showRecharge is on (spec §2 popup 3). */
export const RECHARGE_POPUP_EXPOSE = './recharge-popup';
export const RECHARGE_POPUP_REMOTE = 'mf_wallet';
