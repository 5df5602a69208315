/**
 * errorLoadRemote plugin: records which remote failed and why, for the console and the
 * fallback. It returns nothing, so the failure still reaches the remote's error boundary.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function loadFailureReporter(): ModuleFederationRuntimePlugin {
  return {
    name: 'load-failure-reporter',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[federation] ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
