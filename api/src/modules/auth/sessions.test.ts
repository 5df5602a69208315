/** Tokens: 7 days sliding, dead after logout, and every player route refuses a call without a live one. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../app';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/players';
import { generousLimits, operatorToken, playerToken } from '../../test/requests';

const UNAUTHORIZED = { status: 401, body: { code: 401, message: '未授权，请登录' } };
const DAY = 24 * 60 * 60_000;

describe.each(TEST_DATABASES)('player sessions on %s', (database) => {
  let testApp: TestApp;
  let player: Awaited<ReturnType<typeof registerAndLogin>>;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    player = await registerAndLogin(testApp);
  });
  afterAll(() => testApp.close());

  const userInfo = (headers: Record<string, string> = {}, url: string = apiPaths.userInfo) =>
    testApp.call({ method: 'GET', url, headers });
  const freshToken = () => playerToken(testApp, player.id);

  it('refuses every player route without a token, with a garbage token and with a dead one', async () => {
    const dead = await freshToken();
    await testApp.call({ method: 'POST', url: apiPaths.logout, headers: bearer(dead) });
    const playerRoutes = allRoutes(testApp.context).filter((route) => route.audience === 'player');
    expect(playerRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([apiPaths.userInfo, apiPaths.balanceRefresh, apiPaths.inviteUrls, apiPaths.logout]),
    );
    const credentials: Array<Record<string, string>> = [
      {},
      bearer('garbage'),
      bearer(`${await freshToken()}x`),
      bearer('x'.repeat(500)),
      bearer(dead),
      { authorization: 'Bearer ' },
      { authorization: `Basic ${Buffer.from(`${player.username}:${player.password}`).toString('base64')}` },
    ];
    for (const route of playerRoutes) {
      for (const headers of credentials) {
        const response = await testApp.call({ method: route.method, url: route.path, headers });
        expect({ route: route.path, ...response }).toEqual({ route: route.path, ...UNAUTHORIZED });
      }
      expect(await testApp.call({ method: route.method, url: `${route.path}?token=garbage` })).toEqual(UNAUTHORIZED);
    }
  });

  it('accepts a token in the Authorization header only, never in the token query parameter', async () => {
    const token = await freshToken();
    expect((await userInfo(bearer(token))).body.result.username).toBe(player.username);
    expect(await userInfo({}, `${apiPaths.userInfo}?token=${encodeURIComponent(token)}`)).toEqual(UNAUTHORIZED);
    const playerRoutes = allRoutes(testApp.context).filter((route) => route.audience === 'player');
    for (const route of playerRoutes) {
      const response = await testApp.call({ method: route.method, url: `${route.path}?token=${token}` });
      expect({ route: route.path, ...response }).toEqual({ route: route.path, ...UNAUTHORIZED });
    }
  });

  it('refuses an operator token on a player route with 403', async () => {
    const response = await userInfo(bearer(await operatorToken(testApp)));
    expect(response).toEqual({ status: 403, body: { code: 403, message: '无权访问' } });
  });

  it('expires a token after 7 days without use', async () => {
    const unused = await freshToken();
    const almost = await freshToken();
    testApp.advanceTime(7 * DAY - 60_000);
    expect((await userInfo(bearer(almost))).status).toBe(200);
    testApp.advanceTime(2 * 60_000);
    expect(await userInfo(bearer(unused))).toEqual(UNAUTHORIZED);
  });

  it('extends a token that is used within its window (sliding)', async () => {
    const token = await freshToken();
    testApp.advanceTime(6 * DAY);
    expect((await userInfo(bearer(token))).status).toBe(200);
    testApp.advanceTime(6 * DAY);
    // 12 days after login: alive only because the use at day 6 extended it.
    expect((await userInfo(bearer(token))).body).toMatchObject({ code: 200, result: { username: player.username } });
    testApp.advanceTime(7 * DAY + 60_000);
    expect(await userInfo(bearer(token))).toEqual(UNAUTHORIZED);
  });

  it('kills only the logged-out token; the player’s other sessions live on', async () => {
    const phone = await freshToken();
    const laptop = await freshToken();
    expect((await testApp.call({ method: 'POST', url: apiPaths.logout, headers: bearer(phone) })).body).toEqual({
      code: 200,
      result: { ok: true },
    });
    expect(await userInfo(bearer(phone))).toEqual(UNAUTHORIZED);
    expect(await testApp.call({ method: 'POST', url: apiPaths.logout, headers: bearer(phone) })).toEqual(UNAUTHORIZED);
    expect((await userInfo(bearer(laptop))).body.result.username).toBe(player.username);
  });

  it('stores only a hash of the token', async () => {
    const token = await freshToken();
    const rows = await testApp.context.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('logs in with a token that expires 7 days later', async () => {
    const fresh = await registerAndLogin(testApp);
    const session = await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(fresh.token) });
    expect(session.status).toBe(200);
    const row = await testApp.context.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .orderBy('id', 'desc')
      .where('subject_id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(7 * DAY);
  });
});
