/**
 * The operator console's bytes for `pnpm bench:bundle`: what its first page (the /admin/ login)
 * loads — the scripts and stylesheets index.html names — and the total of every chunk it may load
 * later, gzip level 6 as the player site's figures.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The public prefix the site server serves admin/dist under. */
const ADMIN_PREFIX = '/admin/';

/**
 * The JS and CSS files an index.html loads on its own: `<script src>` and stylesheet or preload
 * `<link href>`, in document order, without duplicates.
 * @example firstLoadAssets('<script defer src="/admin/static/js/index.1.js"></script>') // ['/admin/static/js/index.1.js']
 */
export function firstLoadAssets(html: string): string[] {
  const assets: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (!isScript && !['stylesheet', 'preload', 'modulepreload'].includes(rel ?? '')) continue;
    const url = new RegExp(`\\b${isScript ? 'src' : 'href'}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
    if (url && /\.(m?js|css)(\?|$)/i.test(url) && !assets.includes(url)) assets.push(url);
  }
  return assets;
}

export interface AdminBytes {
  firstLoad: Array<{ file: string; raw: number; gzip: number }>;
  /** Every .js and .css file of the build (the first load's included). */
  allChunks: { files: number; raw: number; gzip: number };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(m?js|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function sizesOf(file: string) {
  const body = await readFile(file);
  return { raw: body.length, gzip: gzipSync(body).length };
}

/** Measures a built console (admin/dist). */
export async function measureAdminBuild(distDir: string): Promise<AdminBytes> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const firstLoad = [];
  for (const url of firstLoadAssets(html)) {
    const relative = url
      .split('?')[0]!
      .replace(/^\/admin\//, '')
      .replace(/^\//, '');
    if (!url.startsWith(ADMIN_PREFIX) && url.startsWith('/')) throw new Error(`${url} is not under ${ADMIN_PREFIX}`);
    firstLoad.push({ file: relative, ...(await sizesOf(path.join(distDir, relative))) });
  }
  const all = await Promise.all((await filesUnder(distDir)).map(sizesOf));
  return {
    firstLoad,
    allChunks: {
      files: all.length,
      raw: all.reduce((sum, file) => sum + file.raw, 0),
      gzip: all.reduce((sum, file) => sum + file.gzip, 0),
    },
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function printAdminReport(report: AdminBytes): void {
  console.log(
    `\noperator console (/admin/), first load: the ${report.firstLoad.length} files index.html loads (gzip level 6)`,
  );
  console.log('file'.padEnd(40), 'gzip'.padStart(10), 'raw'.padStart(10));
  for (const file of report.firstLoad)
    console.log(file.file.padEnd(40), kB(file.gzip).padStart(10), kB(file.raw).padStart(10));
  const gzip = report.firstLoad.reduce((sum, file) => sum + file.gzip, 0);
  const raw = report.firstLoad.reduce((sum, file) => sum + file.raw, 0);
  console.log('first load total'.padEnd(40), kB(gzip).padStart(10), kB(raw).padStart(10));
  const all = report.allChunks;
  console.log(`operator console, all ${all.files} JS/CSS chunks: ${kB(all.gzip)} gzip, ${kB(all.raw)} raw`);
}
