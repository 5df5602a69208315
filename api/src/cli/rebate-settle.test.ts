/** `pnpm --filter api rebate:settle`: a named day as of --now in demo mode, a day not over refused, --now refused in production. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../..');
/** Each call starts a process (tsx): seconds apiece on a loaded machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;

describe('rebate:settle', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rebate-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/rebate-settle.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: path.join(dir, 'site.db'), ...env },
    });

  it(
    'refuses --now on a production site before opening the database (exit code 2)',
    async () => {
      await expect(
        cli(['2026-11-22', '--now', '2026-11-23T00:10:00Z'], { SITE_MODE: 'production' }),
      ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--now is refused in production mode') });
      await expect(cli(['yesterday'], { SITE_MODE: 'demo' })).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('usage: pnpm --filter api rebate:settle'),
      });
      expect(existsSync(path.join(dir, 'site.db'))).toBe(false);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'settles a named day in demo mode as of --now, answers it again after, and refuses one not over',
    async () => {
      const settled = await cli(['2026-11-22', '--now', '2026-11-23T00:10:00+08:00'], { SITE_MODE: 'demo' });
      expect(settled.stdout).toMatch(/2026-11-22 done on sqlite: players 0, rebate 0\.000000 USDT/);
      await expect(cli(['2026-11-22'], { SITE_MODE: 'demo' })).resolves.toMatchObject({
        stdout: expect.stringContaining('2026-11-22 done'),
      });
      await expect(cli(['2099-01-01'], { SITE_MODE: 'demo' })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('该日尚未结束，不能结算反水'),
      });
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
