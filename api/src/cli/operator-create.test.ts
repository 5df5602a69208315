import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../..');

describe('operator:create', () => {
  let dir = '';
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/operator-create.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: path.join(dir, 'site.db') },
    });
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'operator-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates an operator with a generated password, and refuses a second one of the same name', async () => {
    const first = await cli(['ops_bob']);
    expect(first.stdout).toMatch(/operator ops_bob created \(id 1, role super_admin\) on sqlite/);
    expect(first.stdout).toMatch(/password \(shown once\): \S{20,}/);
    await expect(cli(['ops_bob', '--password', 'another long password'])).rejects.toMatchObject({
      stderr: expect.stringContaining('already exists'),
    });
  });

  it('creates an operator of the role given, and refuses a role that is none', async () => {
    const support = await cli(['ops_carol', '--password', 'a long enough password', '--role', 'support']);
    expect(support.stdout).toMatch(/operator ops_carol created \(id \d+, role support\) on sqlite/);
    expect(support.stdout).not.toMatch(/shown once/);
    await expect(cli(['ops_dave', '--role', 'boss'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--role super_admin|finance|operations|support'),
    });
  });
});
