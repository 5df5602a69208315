/** Rsbuild configuration shared by the shell and the remotes. */
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederation, shellFederation } from './federation';
import { bundleStatsPlugin } from './bench/bundle-stats-plugin';

const common = (title: string): RsbuildConfig => ({
  html: {
    title,
    meta: { viewport: 'width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no,viewport-fit=cover' },
  },
  source: {
    define: {
      // A label a release engineer may attach to a build (shown on placeholder screens).
      'import.meta.env.RELEASE_LABEL': JSON.stringify(process.env.RELEASE_LABEL ?? ''),
    },
  },
  output: { legalComments: 'none' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: { rspack: { plugins: process.env.BUNDLE_STATS === '1' ? [bundleStatsPlugin] : [] } },
});

/** A remote: location-independent output (`assetPrefix: 'auto'`) so one build can be copied into any versioned folder. */
export function remoteConfig(options: { packageName: string; title: string; port: number }) {
  return defineConfig({
    ...common(options.title),
    plugins: [pluginReact(), pluginModuleFederation(remoteFederation(options.packageName, { './routes': './src/federated/routes.tsx' }))],
    // Standalone (`pnpm --filter <remote> dev`) the harness calls the local API directly.
    server: { port: options.port, host: '127.0.0.1', cors: true, proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3100' } },
    // Lazy compilation proxies wait on a same-origin endpoint, which a host on another port never calls.
    dev: { assetPrefix: 'auto', lazyCompilation: false },
    output: { ...common(options.title).output, assetPrefix: 'auto' },
  });
}

/** The shell: a host with no remotes at build time; /api and remotes.json come from the site server. */
export function shellConfig(options: { port: number; devProxy?: Record<string, string> }) {
  return defineConfig({
    ...common('加载中'),
    plugins: [pluginReact(), pluginModuleFederation(shellFederation())],
    server: { port: options.port, host: '127.0.0.1', historyApiFallback: true, proxy: options.devProxy },
  });
}
