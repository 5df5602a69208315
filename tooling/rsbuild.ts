/** Rsbuild configuration shared by the shell and the remotes. */
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederation, SHARED_SUBSETS, shellFederation } from './federation';
import { bundleStatsPlugin } from './bench/bundle-stats-plugin';
import { ADMIN_DEV_PORT, remoteNamed, SHELL_DEV_PORT, type RemotePackage } from './remotes';

const common = (title: string): RsbuildConfig => ({
  html: {
    title,
    // The document says it is Chinese (screen readers pick their voice from it); zoom stays allowed.
    template: fileURLToPath(new URL('./html/index.html', import.meta.url)),
    meta: { viewport: 'width=device-width,initial-scale=1,viewport-fit=cover' },
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

/** `antd-mobile` and `react-router-dom` (exactly those requests, not their deep paths) to the site's subsets. */
function subsetAliases(): Record<string, string> {
  return Object.fromEntries(Object.entries(SHARED_SUBSETS).map(([name, file]) => [`${name}$`, file]));
}

/**
 * A remote: location-independent output (`assetPrefix: 'auto'`) so one build can be copied into any versioned folder.
 * Its dev port and page title come from the table in remotes.js.
 * @example remoteConfig('mf-agent', { widgets: { './invite-dialog': './src/federated/invite-dialog.tsx' } })
 */
export function remoteConfig(packageName: RemotePackage, options: { widgets?: Record<string, string> } = {}) {
  const { devPort, title } = remoteNamed(packageName);
  // Every remote exposes its route table; some also expose widgets the shell mounts (the invite dialog).
  const exposes = { './routes': './src/federated/routes.tsx', ...options.widgets };
  return defineConfig({
    ...common(title),
    plugins: [pluginReact(), pluginModuleFederation(remoteFederation(packageName, exposes))],
    resolve: { alias: subsetAliases() },
    // Standalone (`pnpm --filter <remote> dev`) the harness calls the local API directly.
    server: {
      port: devPort,
      host: '127.0.0.1',
      cors: true,
      proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3100' },
    },
    // Lazy compilation proxies wait on a same-origin endpoint, which a host on another port never calls.
    dev: { assetPrefix: 'auto', lazyCompilation: false },
    output: { ...common(title).output, assetPrefix: 'auto' },
  });
}

/** The shell: a host with no remotes at build time; /api and remotes.json come from the site server. Dev port: remotes.js. */
export function shellConfig(options: { devProxy?: Record<string, string> } = {}) {
  const base = common('娱乐平台');
  return defineConfig({
    ...base,
    // An installable web app: the add-to-home prompt leads to this manifest (shell/public/).
    html: {
      ...base.html,
      meta: {
        ...(base.html?.meta as Record<string, string>),
        'theme-color': '#14161a',
        'apple-mobile-web-app-capable': 'yes',
      },
      tags: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'link', attrs: { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-180.png' } },
      ],
    },
    plugins: [pluginReact(), pluginModuleFederation(shellFederation())],
    resolve: { alias: subsetAliases() },
    server: { port: SHELL_DEV_PORT, host: '127.0.0.1', historyApiFallback: true, proxy: options.devProxy },
  });
}

/**
 * The operator console: one app with no federation, served at /admin/ by the site server and
 * released with the API. In `pnpm --filter admin dev` it calls the site (and its /api) at DEV_SITE_URL.
 */
export function adminConfig() {
  const base = common('运营后台');
  const devSite = process.env.DEV_SITE_URL ?? 'http://127.0.0.1:8080';
  return defineConfig({
    ...base,
    html: {
      ...base.html,
      meta: { viewport: 'width=device-width,initial-scale=1' },
      // No icon of its own yet: an empty one, so the browser does not ask for /favicon.ico (a 404 on every page).
      tags: [{ tag: 'link', attrs: { rel: 'icon', href: 'data:,' }, head: true }],
    },
    plugins: [pluginReact()],
    output: { ...base.output, assetPrefix: '/admin/' },
    server: {
      port: ADMIN_DEV_PORT,
      host: '127.0.0.1',
      base: '/admin',
      historyApiFallback: { index: '/admin/index.html' },
      proxy: { '/api': devSite },
    },
  });
}
