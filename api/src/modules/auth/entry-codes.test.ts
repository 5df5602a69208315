/** The entry URL's code: minted by a logged-in player, exchanged once within 60 s for a session of that player. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './tokens';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/players';
import { generousLimits, operatorToken, refusal } from '../../test/requests';

const INVALID = { status: 200, body: refusal(apiMessages.entryCodeInvalid) };

describe.each(TEST_DATABASES)('entry codes on %s', (database) => {
  let testApp: TestApp;
  let alice: Awaited<ReturnType<typeof registerAndLogin>>;
  let bob: Awaited<ReturnType<typeof registerAndLogin>>;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    alice = await registerAndLogin(testApp);
    bob = await registerAndLogin(testApp);
  });
  afterAll(() => testApp.close());

  const mint = async (token: string): Promise<string> => {
    const { body } = await testApp.call({ method: 'POST', url: apiPaths.entryCode, headers: bearer(token) });
    expect(body).toMatchObject({ code: 200, result: { expires_in: 60 } });
    return body.result.code as string;
  };
  const exchange = (code: unknown) => testApp.call({ method: 'POST', url: apiPaths.entry, payload: { token: code } });
  const usernameOf = async (token: string) =>
    (await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(token) })).body.result?.username;

  it('exchanges a code once for a new session of the player who minted it', async () => {
    const code = await mint(alice.token);
    expect(code).toMatch(/^[\w-]{40,}$/);
    const first = await exchange(code);
    expect(first.body).toMatchObject({
      code: 200,
      result: { token: expect.any(String), expires_at: expect.any(String) },
    });
    const token = first.body.result.token as string;
    expect(token).not.toBe(alice.token);
    expect(token).not.toBe(code);
    expect(await usernameOf(token)).toBe(alice.username);
    expect(await exchange(code)).toEqual(INVALID);
  });

  it('revokes the session the exchanging browser gives up, only once the code is good', async () => {
    const minting = await registerAndLogin(testApp);
    const withSession = (code: unknown) =>
      testApp.call({ method: 'POST', url: apiPaths.entry, payload: { token: code }, headers: bearer(minting.token) });
    expect(await withSession('not-a-code-that-anyone-minted')).toEqual(INVALID);
    expect(await usernameOf(minting.token)).toBe(minting.username);
    const { body } = await withSession(await mint(minting.token));
    expect(body.code).toBe(200);
    expect(await usernameOf(body.result.token as string)).toBe(minting.username);
    const old = await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(minting.token) });
    expect(old.status).toBe(401);
  });

  it('stores only the hash of a code', async () => {
    const code = await mint(alice.token);
    const rows = await testApp.context.db.selectFrom('entry_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.map((row) => row.code_hash)).toContain(hashToken(code));
  });

  it('expires a code 60 s after it was minted', async () => {
    const almost = await mint(alice.token);
    const late = await mint(alice.token);
    testApp.advanceTime(59_000);
    expect((await exchange(almost)).body.code).toBe(200);
    testApp.advanceTime(1_000);
    expect(await exchange(late)).toEqual(INVALID);
  });

  it('gives each player a code of their own: a code is never a way to another player', async () => {
    // A player field in the body is not read: the player comes from the session that mints.
    const { body } = await testApp.call({
      method: 'POST',
      url: apiPaths.entryCode,
      headers: bearer(bob.token),
      payload: { player_id: alice.id, username: alice.username },
    });
    const bobsToken = (await exchange(body.result.code)).body.result.token as string;
    expect(await usernameOf(bobsToken)).toBe(bob.username);
    // Minting needs a live player session: none, a dead one or an operator's is refused.
    expect((await testApp.call({ method: 'POST', url: apiPaths.entryCode })).status).toBe(401);
    const dead = (await exchange(await mint(bob.token))).body.result.token as string;
    await testApp.call({ method: 'POST', url: apiPaths.logout, headers: bearer(dead) });
    expect((await testApp.call({ method: 'POST', url: apiPaths.entryCode, headers: bearer(dead) })).status).toBe(401);
    const operator = await operatorToken(testApp);
    expect((await testApp.call({ method: 'POST', url: apiPaths.entryCode, headers: bearer(operator) })).status).toBe(
      403,
    );
  });

  it('refuses unknown, empty, session-token and oversized codes with one message, never a 500', async () => {
    for (const code of ['unknown-code-unknown-code-unknown-code-xx', alice.token, 'x'.repeat(5000), 42, '']) {
      const response = await exchange(code);
      expect(response.status).toBe(200);
      expect(response.body.code).not.toBe(200);
    }
    expect(await exchange('unknown-code-unknown-code-unknown-code-xx')).toEqual(INVALID);
    expect(await exchange(alice.token)).toEqual(INVALID);
  });

  it('gives one session to two exchanges of one code at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = await mint(alice.token);
      const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
      expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.code !== 200)).toEqual([INVALID, INVALID]);
    }
  });
});
