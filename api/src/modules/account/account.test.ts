/** The player's own data: user info, balance, invite links, invite visits and referral binding. */
import {
  apiPaths,
  balanceResultSchema,
  envelopeSchema,
  inviteUrlsResultSchema,
  microUsdt,
  userInfoResultSchema,
} from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/players';
import { generousLimits, refusal } from '../../test/requests';

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

describe.each(TEST_DATABASES)('player account on %s', (database) => {
  let testApp: TestApp;
  let alice: Player;
  let bob: Player;
  beforeAll(async () => {
    testApp = await createTestApp(database, {
      ...generousLimits(),
      siteOrigin: 'https://site.example',
      inviteBotUrl: 'https://t.me/example_bot?start=',
    });
    alice = await registerAndLogin(testApp);
    bob = await registerAndLogin(testApp);
  });
  afterAll(() => testApp.close());

  const inviteCodeOf = async (player: Player) =>
    (
      await testApp.context.db
        .selectFrom('players')
        .select('invite_code')
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow()
    ).invite_code;
  const setBalance = (player: Player, micro: number) =>
    testApp.context.db
      .updateTable('accounts')
      .set({ balance: microUsdt(micro) })
      .where('player_id', '=', player.id)
      .execute();

  it('answers user info in the contract shape for a new player', async () => {
    const { status, body } = await testApp.call({
      method: 'GET',
      url: apiPaths.userInfo,
      headers: bearer(alice.token),
    });
    expect(status).toBe(200);
    expect(envelopeSchema(userInfoResultSchema).parse(body).result).toEqual({
      id: alice.id,
      username: alice.username,
      balance: '0.000000',
      set_password: false,
      invite_code: await inviteCodeOf(alice),
    });
    expect(body.result.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('shows the wallet balance as USDT text with 6 decimals in user info and on refresh', async () => {
    await setBalance(alice, 12_345_600);
    const info = await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(alice.token) });
    expect(info.body.result.balance).toBe('12.345600');
    const refresh = await testApp.call({ method: 'POST', url: apiPaths.balanceRefresh, headers: bearer(alice.token) });
    expect(envelopeSchema(balanceResultSchema).parse(refresh.body)).toEqual({
      code: 200,
      result: { balance: '12.345600' },
    });
    await setBalance(alice, 7);
    expect(
      (await testApp.call({ method: 'POST', url: apiPaths.balanceRefresh, headers: bearer(alice.token) })).body.result
        .balance,
    ).toBe('0.000007');
    await setBalance(alice, 0);
  });

  it('builds the web and bot invite links from the player’s own code', async () => {
    const code = await inviteCodeOf(alice);
    const { body } = await testApp.call({ method: 'POST', url: apiPaths.inviteUrls, headers: bearer(alice.token) });
    expect(envelopeSchema(inviteUrlsResultSchema).parse(body).result).toEqual({
      web: `https://site.example/?code=${code}`,
      bot: `https://t.me/example_bot?start=${code}`,
    });
  });

  it('tells a visitor whether an invite code is real, in any letter case', async () => {
    const code = await inviteCodeOf(alice);
    const visit = (payload: Record<string, unknown>) =>
      testApp.call({ method: 'POST', url: apiPaths.inviteVisit, payload });
    expect((await visit({ code })).body).toEqual({ code: 200, result: { valid: true } });
    expect((await visit({ code: ` ${code.toLowerCase()} ` })).body).toEqual({ code: 200, result: { valid: true } });
    expect((await visit({ code: 'ZZZZZZZZ' })).body).toEqual({ code: 200, result: { valid: false } });
    expect((await visit({ code: '' })).body).toEqual({ code: 200, result: { valid: false } });
    expect((await visit({})).body).toEqual({ code: 200, result: { valid: false } });
    expect((await visit({ code: 'A'.repeat(17) })).body).toEqual(refusal('内容过长'));
    const form = await testApp.call({
      method: 'POST',
      url: apiPaths.inviteVisit,
      payload: `code=${code}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body).toEqual({ code: 200, result: { valid: true } });
  });

  it('binds a player registered with an invite code under the inviter', async () => {
    const code = await inviteCodeOf(alice);
    const invited = await registerAndLogin(testApp, { code });
    const invitedLower = await registerAndLogin(testApp, { code: code.toLowerCase() });
    const uninvited = await registerAndLogin(testApp);
    const inviterOf = async (player: Player) =>
      (
        await testApp.context.db
          .selectFrom('players')
          .select('inviter_id')
          .where('id', '=', player.id)
          .executeTakeFirstOrThrow()
      ).inviter_id;
    expect(await inviterOf(invited)).toBe(alice.id);
    expect(await inviterOf(invitedLower)).toBe(alice.id);
    expect(await inviterOf(uninvited)).toBeNull();
    // The new player gets a code of their own, not the inviter's.
    expect(await inviteCodeOf(invited)).not.toBe(code);
  });

  it('creates a zero wallet account with each new player', async () => {
    const account = await testApp.context.db
      .selectFrom('accounts')
      .selectAll()
      .where('player_id', '=', bob.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ kind: 'player', code: `player:${bob.id}`, balance: 0 });
  });

  it('gives each token only its own player’s data, whatever ids or names the call carries', async () => {
    await setBalance(bob, 5_000_000);
    const [aliceCode, bobCode] = [await inviteCodeOf(alice), await inviteCodeOf(bob)];
    const impersonation = {
      id: String(bob.id),
      player_id: String(bob.id),
      username: bob.username,
      invite_code: bobCode,
      token: bob.token,
    };
    const query = new URLSearchParams(impersonation).toString();

    const info = await testApp.call({
      method: 'GET',
      url: `${apiPaths.userInfo}?${query}`,
      headers: bearer(alice.token),
    });
    expect(info.body.result).toMatchObject({
      id: alice.id,
      username: alice.username,
      invite_code: aliceCode,
      balance: '0.000000',
    });

    const refresh = await testApp.call({
      method: 'POST',
      url: `${apiPaths.balanceRefresh}?${query}`,
      payload: impersonation,
      headers: bearer(alice.token),
    });
    expect(refresh.body).toEqual({ code: 200, result: { balance: '0.000000' } });

    const invite = await testApp.call({
      method: 'POST',
      url: apiPaths.inviteUrls,
      payload: new URLSearchParams(impersonation).toString(),
      headers: { ...bearer(alice.token), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(invite.body.result.web).toContain(`code=${aliceCode}`);
    expect(invite.body.result.bot).toMatch(new RegExp(`${aliceCode}$`));

    const bobInfo = await testApp.call({
      method: 'GET',
      url: `${apiPaths.userInfo}?id=${alice.id}&username=${alice.username}`,
      headers: bearer(bob.token),
    });
    expect(bobInfo.body.result).toMatchObject({
      id: bob.id,
      username: bob.username,
      invite_code: bobCode,
      balance: '5.000000',
    });
    expect(bobCode).not.toBe(aliceCode);
  });
});
