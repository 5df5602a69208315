/**
 * Rspack plugin (on when BUNDLE_STATS=1): writes bundle-stats.json beside the build, listing the
 * modules in each emitted file with their sizes, so `pnpm bench:bundle` can say which part of
 * the site the downloaded bytes belong to. Bundler runtime code is not a module (rspack does not
 * list it), so the benchmark spreads it over a file's modules like the rest of its bytes.
 */
import type { Rspack } from '@rsbuild/core';

export interface BundleStats {
  /** Emitted file (relative to the output folder) → module identifier → bytes before minification. */
  files: Record<string, Record<string, number>>;
}

export const bundleStatsPlugin: Rspack.RspackPluginInstance = {
  apply(compiler: Rspack.Compiler) {
    compiler.hooks.thisCompilation.tap('bundle-stats', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'bundle-stats', stage: 5000 }, () => {
        const files: BundleStats['files'] = {};
        for (const chunk of compilation.chunks) {
          const modules: Record<string, number> = {};
          for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
            modules[module.identifier()] = (modules[module.identifier()] ?? 0) + module.size();
          }
          for (const file of chunk.files) files[file] = { ...files[file], ...modules };
        }
        compilation.emitAsset(
          'bundle-stats.json',
          new compiler.webpack.sources.RawSource(JSON.stringify({ files } satisfies BundleStats)),
        );
      });
    });
  },
};
