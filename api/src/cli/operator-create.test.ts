import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../..');

describe('operator:create', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates an operator with a generated password, and refuses a second one of the same name', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'operator-cli-'));
    const env = { ...process.env, DATABASE_URL: path.join(dir, 'site.db') };
    const cli = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/operator-create.ts', ...args], { cwd: apiRoot, env });
    const first = await cli(['ops_bob']);
    expect(first.stdout).toMatch(/operator ops_bob created \(id 1\) on sqlite/);
    expect(first.stdout).toMatch(/password \(shown once\): \S{20,}/);
    await expect(cli(['ops_bob', '--password', 'another long password'])).rejects.toMatchObject({
      stderr: expect.stringContaining('already exists'),
    });
  });
});
