/**
 * Brotli and gzip copies of a build's text files, written once when a folder is deployed: the site
 * server sends them as they are (@fastify/static's preCompressed) instead of compressing on every
 * request, and at the strongest settings, which would be too slow per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser downloads as text; source maps stay out (players never fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const SMALLEST_WORTH_COMPRESSING = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `folder` worth it; answers how
 * many files got copies.
 * @example await precompressFolder('deploy/remotes/mf-lobby/1.0.0-ab12.staging-42')
 */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  let compressed = 0;
  for (const file of files) {
    const bytes = await readFile(file);
    if (bytes.length < SMALLEST_WORTH_COMPRESSING) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    compressed += 1;
  }
  return compressed;
}
