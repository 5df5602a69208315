import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the text files worth it, each decoding to the original', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(folder, 'static/js'), { recursive: true });
    const script = 'export const value = 1;\n'.repeat(200);
    await writeFile(path.join(folder, 'static/js/index.js'), script);
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ list: 'x'.repeat(2000) }));
    await writeFile(path.join(folder, 'tiny.css'), 'a{}');
    await writeFile(path.join(folder, 'icon.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(folder, 'index.js.map'), '{}'.repeat(2000));

    expect(await precompressFolder(folder)).toBe(2);
    const files = (await readdir(folder, { recursive: true })).map(String).sort();
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
      'static/js/index.js.br',
      'static/js/index.js.gz',
    ]);
    const original = path.join(folder, 'static/js/index.js');
    expect(brotliDecompressSync(await readFile(`${original}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${original}.gz`)).toString()).toBe(script);
  });
});
