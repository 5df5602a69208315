/**
 * Loads remotes through the Module Federation runtime and caches their route tables.
 * A failed load stays failed until `forgetRemote` (the fallback's retry button) clears it.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  isContractCompatible,
  type CreateRemoteRoutes,
  type ReleaseManifest,
  type RemoteRelease,
  type RemoteRouteTable,
} from 'shared-contracts';
import { hostApi } from '../host/host-api';
import { integrityPlugin } from './integrity-plugin';
import { loadFailureReporter } from './load-failure-reporter';
import { RemoteIncompatibleError, RemoteUnavailableError } from './remote-errors';

const routeTables = new Map<string, Promise<RemoteRouteTable>>();
const widgets = new Map<string, Promise<unknown>>();
let releases: readonly RemoteRelease[] = [];

/** Registers every remote of remotes.json and the plugins that guard their loading. */
export function startFederation(manifest: ReleaseManifest): void {
  registerPlugins([
    // Transient network errors: a manifest fetch or entry script is tried again before we give up.
    RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } }),
    integrityPlugin(manifest.remotes),
    loadFailureReporter(),
  ]);
  registerRemotes(manifest.remotes.map(toRemoteRegistration));
  releases = manifest.remotes;
}

function toRemoteRegistration(release: RemoteRelease) {
  return { name: release.name, entry: release.manifest };
}

/** The route table of a remote; the same promise until it fails and is forgotten. */
export function loadRouteTable(release: RemoteRelease): Promise<RemoteRouteTable> {
  let table = routeTables.get(release.name);
  if (!table) {
    const loading = fetchRouteTable(release);
    // React's use() takes a settled promise's value at once when it carries React's status fields;
    // without them a table already loaded (a tab preloaded when idle) would still suspend the tap's render.
    void loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => undefined,
    );
    routeTables.set(release.name, loading);
    table = loading;
  }
  return table;
}

async function fetchRouteTable(release: RemoteRelease): Promise<RemoteRouteTable> {
  // Refuse before any of its code runs: the major version is known from remotes.json.
  if (!isContractCompatible(release.contracts)) throw new RemoteIncompatibleError(release.name, release.contracts);
  const exposed = await loadRemote<{ default: CreateRemoteRoutes }>(`${release.name}/routes`).catch(
    (cause: unknown) => {
      throw new RemoteUnavailableError(release.name, cause);
    },
  );
  if (!exposed) throw new RemoteUnavailableError(release.name);
  const table = exposed.default(hostApi);
  if (!isContractCompatible(table.contractsVersion))
    throw new RemoteIncompatibleError(release.name, table.contractsVersion);
  return table;
}

/** Drops everything cached for a remote so the next load fetches its manifest and entry anew. */
export function forgetRemote(release: RemoteRelease): void {
  routeTables.delete(release.name);
  registerRemotes([toRemoteRegistration(release)], { force: true });
}

/**
 * A widget a remote exposes for the shell to mount (the agent's invite dialog): its default
 * export. Cached while it works; a failure is forgotten so the next opening tries again.
 */
export function loadWidget<T>(remoteName: string, expose: string): Promise<T> {
  const key = `${remoteName}/${expose.replace(/^\.\//, '')}`;
  let widget = widgets.get(key) as Promise<T> | undefined;
  if (!widget) {
    widget = fetchWidget<T>(remoteName, key);
    widgets.set(key, widget);
    widget.catch(() => widgets.delete(key));
  }
  return widget;
}

async function fetchWidget<T>(remoteName: string, key: string): Promise<T> {
  const release = releases.find((candidate) => candidate.name === remoteName);
  if (!release) throw new RemoteUnavailableError(remoteName);
  if (!isContractCompatible(release.contracts)) throw new RemoteIncompatibleError(remoteName, release.contracts);
  const exposed = await loadRemote<{ default: T }>(key).catch((cause: unknown) => {
    throw new RemoteUnavailableError(remoteName, cause);
  });
  if (!exposed) throw new RemoteUnavailableError(remoteName);
  return exposed.default;
}
