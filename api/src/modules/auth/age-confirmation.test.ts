/** Registration asks for 已年满18周岁: without it nothing is created; with it the confirmation's time is stored. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { captchaFor, newUsername } from '../../test/players';
import { formPost, generousLimits, refusal } from '../../test/requests';

describe.each(TEST_DATABASES)('age confirmation at registration on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  const playerCount = async () =>
    Number(
      (
        await testApp.context.db
          .selectFrom('players')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const fields = async (username: string) => {
    const device = newDevice();
    return {
      username,
      password: 'secret123',
      confrimPas: 'secret123',
      captcha: await captchaFor(testApp, device),
      device,
    };
  };
  const registerJson = async (payload: Record<string, unknown>) =>
    (await testApp.call({ method: 'POST', url: apiPaths.register, payload })).body;
  const registerForm = async (payload: Record<string, string>) =>
    (await testApp.call(formPost(apiPaths.register, payload))).body;

  it('refuses a registration without the confirmation, JSON or form, and creates nothing', async () => {
    const before = await playerCount();
    const username = newUsername();
    const base = await fields(username);
    for (const adult of [undefined, false, 'false', 0, '0', '', 'yes', null])
      expect(await registerJson({ ...base, ...(adult === undefined ? {} : { adult }) })).toEqual(
        refusal(apiMessages.adultRequired),
      );
    for (const adult of [undefined, 'false', '0', '', 'on'])
      expect(await registerForm({ ...base, ...(adult === undefined ? {} : { adult }) })).toEqual(
        refusal(apiMessages.adultRequired),
      );
    expect(await playerCount()).toBe(before);
    // The captcha was not spent either: the same request with the box ticked goes through.
    expect((await registerForm({ ...base, adult: '1' })).code).toBe(200);
    expect(await playerCount()).toBe(before + 1);
  });

  it('stores when the player confirmed being 18 or older', async () => {
    const asked = testApp.context.now().getTime();
    const username = newUsername();
    const registered = await registerJson({ ...(await fields(username)), adult: true });
    expect(registered.code).toBe(200);
    const row = await testApp.context.db
      .selectFrom('players')
      .select('age_confirmed_at')
      .where('id', '=', registered.result.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.age_confirmed_at ?? '')).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(row.age_confirmed_at ?? '')).toBeLessThanOrEqual(testApp.context.now().getTime());
  });
});
