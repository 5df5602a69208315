/** The demo secret file: never read half-written by a process starting beside the one making it, never left readable by others. */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureDemoSecret } from './demo-secret';

// The moment between a file's creation and its content: what another process would see then.
const hooks = vi.hoisted(() => ({ duringWrite: null as null | (() => void) }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeFileSync: typeof fs.writeFileSync = (file, data, options) => {
    // As the system does it: the file appears empty first, then gets its bytes.
    fs.writeFileSync(file, '', options);
    const during = hooks.duringWrite;
    hooks.duringWrite = null;
    during?.();
    fs.writeFileSync(file, data, { ...(typeof options === 'object' ? options : {}), flag: 'w' });
  };
  return { ...fs, default: { ...fs, writeFileSync }, writeFileSync };
});

describe('the demo secret file', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'demo-secret-file-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('is whole for a process that reads it while another makes it: both use the same secret', async () => {
    const file = path.join(folder, 'race/demo-provider.secret');
    let other = '';
    hooks.duringWrite = () => {
      other = ensureDemoSecret(file);
    };
    const first = ensureDemoSecret(file);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(other).toBe(first);
    expect(await readdir(path.dirname(file))).toEqual(['demo-provider.secret']);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is narrowed to its owner when others could read it, and still used', async () => {
    const file = path.join(folder, 'open.secret');
    await writeFile(file, `${'ab'.repeat(32)}\n`, { mode: 0o644 });
    expect(ensureDemoSecret(file)).toBe('ab'.repeat(32));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
