import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommissionSettleArgs } from './commission-settle-args';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '../..');

describe('commission:settle arguments', () => {
  it('reads a day and, in demo mode, --now', () => {
    expect(parseCommissionSettleArgs([], 'demo')).toEqual({ ok: true, day: null, now: null });
    expect(parseCommissionSettleArgs(['2026-11-22', '--now', '2026-11-23T00:10:00Z'], 'demo')).toEqual({
      ok: true,
      day: '2026-11-22',
      now: new Date('2026-11-23T00:10:00Z'),
    });
    expect(parseCommissionSettleArgs(['--now=2026-11-23T00:10:00Z'], 'demo')).toMatchObject({ ok: true, day: null });
  });

  it('refuses --now in production with exit code 2, and arguments it does not know', () => {
    expect(parseCommissionSettleArgs(['2026-11-22', '--now', '2026-11-23T00:10:00Z'], 'production')).toMatchObject({
      ok: false,
      exitCode: 2,
      message: expect.stringContaining('--now is refused in production mode'),
    });
    expect(parseCommissionSettleArgs(['--now', 'soon'], 'demo')).toMatchObject({ ok: false, exitCode: 2 });
    expect(parseCommissionSettleArgs(['--now'], 'demo')).toMatchObject({ ok: false, exitCode: 2 });
    expect(parseCommissionSettleArgs(['yesterday'], 'demo')).toMatchObject({ ok: false, exitCode: 2 });
  });
});

describe('commission:settle', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'commission-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/commission-settle.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: path.join(dir, 'site.db'), ...env },
    });

  it('refuses --now on a production site before opening the database (exit code 2)', async () => {
    await expect(
      cli(['2026-11-22', '--now', '2026-11-23T00:10:00Z'], { SITE_MODE: 'production' }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--now is refused in production mode') });
    expect(existsSync(path.join(dir, 'site.db'))).toBe(false);
  });

  it('settles a named day in demo mode as of --now, and refuses one not over', async () => {
    const settled = await cli(['2026-11-22', '--now', '2026-11-23T00:10:00+08:00'], { SITE_MODE: 'demo' });
    expect(settled.stdout).toMatch(/2026-11-22 settled on sqlite: agents 0, team performance 0\.000000 USDT/);
    await expect(cli(['2026-11-22'], { SITE_MODE: 'demo' })).resolves.toMatchObject({
      stdout: expect.stringContaining('2026-11-22 settled'),
    });
    await expect(cli(['2099-01-01'], { SITE_MODE: 'demo' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('该日尚未结束'),
    });
  });
});
