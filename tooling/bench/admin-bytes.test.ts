import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets, measureAdminBuild } from './admin-bytes';

describe('firstLoadAssets', () => {
  it('takes the scripts and stylesheets an index.html loads, in order, once each', () => {
    const html = `<!doctype html><html><head><title>运营后台</title>
      <link rel="icon" href="/admin/favicon.ico">
      <script defer src="/admin/static/js/lib-react.1.js"></script>
      <link href="/admin/static/css/index.2.css" rel="stylesheet">
      <link rel='modulepreload' href='/admin/static/js/q.3.js'>
      <script>window.inline = 1</script>
      <script defer src="/admin/static/js/index.4.js"></script>
      <script defer src="/admin/static/js/index.4.js"></script>
      <link rel="preload" as="font" href="/admin/static/font/a.woff2">
      </head></html>`;
    expect(firstLoadAssets(html)).toEqual([
      '/admin/static/js/lib-react.1.js',
      '/admin/static/css/index.2.css',
      '/admin/static/js/q.3.js',
      '/admin/static/js/index.4.js',
    ]);
  });
});

describe('measureAdminBuild', () => {
  it('gzips each first-load file and totals every chunk of the build', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'admin-bytes-'));
    try {
      await mkdir(path.join(dist, 'static/js/async'), { recursive: true });
      const main = 'console.log("main");'.repeat(50);
      const lazy = 'console.log("chart");'.repeat(80);
      await writeFile(path.join(dist, 'static/js/index.1.js'), main);
      await writeFile(path.join(dist, 'static/js/async/chart.2.js'), lazy);
      await writeFile(path.join(dist, 'index.html'), '<script defer src="/admin/static/js/index.1.js"></script>');
      const report = await measureAdminBuild(dist);
      expect(report.firstLoad).toEqual([
        { file: 'static/js/index.1.js', raw: main.length, gzip: gzipSync(main).length },
      ]);
      expect(report.allChunks).toEqual({
        files: 2,
        raw: main.length + lazy.length,
        gzip: gzipSync(main).length + gzipSync(lazy).length,
      });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
