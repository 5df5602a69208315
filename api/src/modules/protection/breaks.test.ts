/** Cool-off and self-exclusion: at once, logged out everywhere, no login (password or entry code) until the end, never shortened. */
import { apiMessages, apiPaths, fillMessage, PROVIDER_WALLET_CODES } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, captchaFor, registerAndLogin } from '../../test/players';
import { callAs, DAY_MS, protectionCalls, protectionEventsOf } from '../../test/protection';
import { launchTokenFor, providerCall } from '../../test/provider';
import { generousLimits, playerToken, refusal } from '../../test/requests';
import { hashToken, newToken } from '../auth/tokens';
import { shownTime } from './guard';

describe.each(TEST_DATABASES)('breaks on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  const login = async (username: string, password: string) => {
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    return (
      await testApp.call({ method: 'POST', url: apiPaths.login, payload: { username, password, captcha, device } })
    ).body;
  };
  const statusCode = async (token: string) =>
    (await testApp.call({ method: 'GET', url: apiPaths.protection.status, headers: bearer(token) })).status;
  const loginRefusal = (kind: '冷静期' | '自我排除', until: string | null) =>
    refusal(
      fillMessage(apiMessages.loginOnBreak, { kind, until: until === null ? '永久' : shownTime(new Date(until)) }),
    );
  const liveGameSession = async (playerId: number) => {
    const launched = await providerCall(testApp, 'authenticate', {
      launch_token: await launchTokenFor(testApp, playerId),
    });
    return launched.body.result.session_token as string;
  };

  it('takes a cool-off at once and ends every way in: sessions, game sessions, entry codes', async () => {
    const alice = await registerAndLogin(testApp);
    const otherDevice = await playerToken(testApp, alice.id);
    const entry = await callAs(testApp, alice.token, 'POST', apiPaths.entryCode);
    const gameSession = await liveGameSession(alice.id);
    const before = testApp.context.now().getTime();

    const taken = await protectionCalls(testApp, alice.token).takeBreak('cool_off', '24h');
    expect(taken.code).toBe(200);
    expect(taken.result).toMatchObject({ kind: 'cool_off', period: '24h' });
    const startedAt = Date.parse(taken.result.started_at);
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(Date.parse(taken.result.until) - startedAt).toBe(DAY_MS);

    // Every session made before the break is revoked: the one that asked, registration's, another device's.
    for (const token of [alice.token, alice.registerToken, otherDevice]) expect(await statusCode(token)).toBe(401);
    const exchanged = await testApp.call({
      method: 'POST',
      url: apiPaths.entry,
      payload: { token: entry.result.code },
    });
    expect(exchanged.body).toEqual(refusal(apiMessages.entryCodeInvalid));
    const balance = await providerCall(testApp, 'balance', { player_id: String(alice.id), session_token: gameSession });
    expect(balance.body.code).toBe(PROVIDER_WALLET_CODES.sessionInvalid);
    const [event] = await protectionEventsOf(testApp, alice.id);
    expect(event).toMatchObject({
      action: 'break_started',
      actor: 'player',
      detail: {
        kind: 'cool_off',
        period: '24h',
        until: taken.result.until,
        ended: { sessions: 3, gameSessions: 1, launches: 0, entryCodes: 1 },
      },
    });

    // The password login says why and until when; a wrong password learns nothing of the break.
    expect(await login(alice.username, alice.password)).toEqual(loginRefusal('冷静期', taken.result.until));
    expect(await login(alice.username, 'wrong-password1')).toEqual(refusal(apiMessages.badCredentials));

    // Past its end the player logs in again, and may take another break.
    testApp.advanceTime(DAY_MS + 60_000);
    const again = await login(alice.username, alice.password);
    expect(again.code).toBe(200);
    expect((await protectionCalls(testApp, again.result.token).takeBreak('exclusion', '6m')).code).toBe(200);
  });

  it('refuses the entry code while on a break: minting one, and exchanging one minted a moment before', async () => {
    const bob = await registerAndLogin(testApp);
    const taken = await protectionCalls(testApp, bob.token).takeBreak('exclusion', '1y');
    expect(taken.result.until.slice(0, 4)).toBe(String(Number(taken.result.started_at.slice(0, 4)) + 1));
    const expected = loginRefusal('自我排除', taken.result.until);
    // A session made around the break (none can be, but if one were) cannot mint a way in.
    const stray = await playerToken(testApp, bob.id);
    expect(await callAs(testApp, stray, 'POST', apiPaths.entryCode)).toEqual(expected);
    const code = newToken();
    const now = testApp.context.now();
    await testApp.context.db
      .insertInto('entry_codes')
      .values({
        code_hash: hashToken(code),
        player_id: bob.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60_000).toISOString(),
      })
      .execute();
    expect((await testApp.call({ method: 'POST', url: apiPaths.entry, payload: { token: code } })).body).toEqual(
      expected,
    );
    // Spent: it does not work after the break either.
    expect(
      await testApp.context.db.selectFrom('entry_codes').select('code_hash').where('player_id', '=', bob.id).execute(),
    ).toEqual([]);
  });

  it('never shortens or replaces a break in force, not even with a longer one', async () => {
    const carol = await registerAndLogin(testApp);
    const taken = await protectionCalls(testApp, carol.token).takeBreak('exclusion', 'permanent');
    expect(taken.result).toMatchObject({ kind: 'exclusion', period: 'permanent', until: null });
    expect(await login(carol.username, carol.password)).toEqual(loginRefusal('自我排除', null));
    const stray = protectionCalls(testApp, await playerToken(testApp, carol.id));
    for (const [kind, period] of [
      ['cool_off', '24h'],
      ['exclusion', '6m'],
      ['exclusion', 'permanent'],
    ] as const)
      expect(await stray.takeBreak(kind, period)).toEqual(refusal(apiMessages.breakAlreadyActive));
    const row = await testApp.context.db
      .selectFrom('player_protection')
      .selectAll()
      .where('player_id', '=', carol.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ break_kind: 'exclusion', break_period: 'permanent', break_until: null });
    testApp.advanceTime(5 * 366 * DAY_MS);
    expect(await login(carol.username, carol.password)).toEqual(loginRefusal('自我排除', null));
  });

  it('refuses an unknown kind or a period of the other kind', async () => {
    const dave = await registerAndLogin(testApp);
    const calls = protectionCalls(testApp, dave.token);
    expect(await calls.takeBreak('holiday', '24h')).toEqual(refusal(apiMessages.breakKindInvalid));
    expect(await calls.takeBreak('cool_off', '6m')).toEqual(refusal(apiMessages.breakPeriodInvalid));
    expect(await calls.takeBreak('exclusion', '24h')).toEqual(refusal(apiMessages.breakPeriodInvalid));
    expect(await statusCode(dave.token)).toBe(200);
  });

  it('leaves no session alive when logins race the break: each either ends before it or is refused', async () => {
    const bob = await registerAndLogin(testApp);
    const attempts = Array.from({ length: 6 }, () => login(bob.username, bob.password));
    const [taken, ...answers] = await Promise.all([
      protectionCalls(testApp, bob.token).takeBreak('cool_off', '24h'),
      ...attempts,
    ]);
    expect(taken.code).toBe(200);
    for (const answer of answers) {
      if (answer.code === 200) expect(await statusCode(answer.result.token)).toBe(401);
      else expect(answer).toEqual(loginRefusal('冷静期', taken.result.until));
    }
  });
});
