/**
 * Migration 003 on a database whose usernames already clash by case: no account is lost, each
 * still logs in by its exact spelling, the clashes are reported, and no new clash can be made.
 */
import { apiPaths } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createContext } from '../../context';
import { hashPassword } from '../../modules/auth/passwords';
import { TEST_DATABASES } from '../../test/harness';
import { migrationDatabase } from '../../test/migration-database';
import { openDatabase } from '../database';

describe.each(TEST_DATABASES)('migration 003-usernames on %s', (database) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    vi.restoreAllMocks();
  });

  const location = () => migrationDatabase(database, cleanups);

  it('keeps every clashing account, reports the later ones and gives them a suffixed canonical name', async () => {
    const where = location();
    const before = await openDatabase({ ...where, migrateTo: '002-money' });
    const passwordHash = await hashPassword('secret123');
    const createdAt = new Date().toISOString();
    const rows = ['demoplayer01', 'DemoPlayer01', 'DEMOPLAYER01', 'loneplayer01'].map((username, index) => ({
      username,
      password_hash: passwordHash,
      withdraw_password_hash: null,
      invite_code: `CODE${index}`,
      inviter_id: null,
      created_at: createdAt,
    }));
    // The columns of the history before 003: no canonical name yet.
    const players = await before.db
      .insertInto('players')
      .values(rows as never)
      .returning(['id', 'username'])
      .execute();
    await before.db
      .insertInto('accounts')
      .values(
        players.map((player) => ({
          kind: 'player',
          player_id: player.id,
          code: `player:${player.id}`,
          created_at: createdAt,
        })),
      )
      .execute();
    await before.db
      .insertInto('operators')
      .values([
        { username: 'Ops_One', password_hash: passwordHash, created_at: createdAt },
        { username: 'ops_one', password_hash: passwordHash, created_at: createdAt },
      ] as never)
      .execute();
    await before.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = await openDatabase(where);
    cleanups.push(() => after.close());
    const [first, second, third] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const canonical = await after.db
      .selectFrom('players')
      .select(['id', 'username', 'username_canonical'])
      .orderBy('id')
      .execute();
    expect(canonical.map((row) => row.username_canonical)).toEqual([
      'demoplayer01',
      `demoplayer01#${second.id}`,
      `demoplayer01#${third.id}`,
      'loneplayer01',
    ]);
    const operators = await after.db.selectFrom('operators').select('username_canonical').orderBy('id').execute();
    expect(operators.map((row) => row.username_canonical)).toEqual(['ops_one', expect.stringMatching(/^ops_one#\d+$/)]);
    const report = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(report).toContain(`${second.id} DemoPlayer01`);
    expect(report).toContain(`${third.id} DEMOPLAYER01`);
    expect(report).toContain('ops_one');
    expect(report).not.toContain('loneplayer01');

    const context = createContext(after.db, after.dialect, { ...loadConfig({}), captchaTestAnswers: true });
    const app = await buildApp(context);
    cleanups.push(() => app.close());
    const device = 'device-migration-003';
    const login = async (username: string) => {
      const captcha = await app.inject({ method: 'POST', url: apiPaths.captcha, payload: { device } });
      const payload = { username, password: 'secret123', device, captcha: captcha.json().result.answer };
      const answer = (await app.inject({ method: 'POST', url: apiPaths.login, payload })).json();
      const me = await app.inject({
        url: apiPaths.userInfo,
        headers: { authorization: `Bearer ${answer.result.token}` },
      });
      return me.json().result.username as string;
    };
    // Each account by its own spelling; any other spelling reaches the oldest.
    expect(await login('demoplayer01')).toBe(first.username);
    expect(await login('DemoPlayer01')).toBe('DemoPlayer01');
    expect(await login('DEMOPLAYER01')).toBe('DEMOPLAYER01');
    expect(await login('demoPLAYER01')).toBe('demoplayer01');
    expect(await login('LONEPLAYER01')).toBe('loneplayer01');
  });

  it('reports nothing when no names clash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handle = await openDatabase(location());
    cleanups.push(() => handle.close());
    expect(warn).not.toHaveBeenCalled();
  });
});
