import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashDirectory, listFiles, subresourceIntegrity } from './hashing';

describe('hashing', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('computes the SRI value browsers compute (W3C example "alert(\'Hello, world.\');")', () => {
    expect(subresourceIntegrity("alert('Hello, world.');")).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    );
  });

  it('hashes a folder by paths and bytes: stable, and changed by any byte or name', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hash-'));
    await mkdir(path.join(dir, 'static'));
    await writeFile(path.join(dir, 'remoteEntry.js'), 'entry');
    await writeFile(path.join(dir, 'static/a.js'), 'a');
    const first = await hashDirectory(dir);
    expect(await hashDirectory(dir)).toBe(first);
    expect(await listFiles(dir)).toEqual(['remoteEntry.js', 'static/a.js']);

    await writeFile(path.join(dir, 'static/a.js'), 'b');
    const changedBytes = await hashDirectory(dir);
    expect(changedBytes).not.toBe(first);

    await rm(path.join(dir, 'static/a.js'));
    await writeFile(path.join(dir, 'static/c.js'), 'b');
    expect(await hashDirectory(dir)).not.toBe(changedBytes);
  });
});
