/** TRUSTED_PROXIES: only a configured proxy may name the client in X-Forwarded-For; by default the socket's address counts. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from './test/harness';
import { captchaFor, newUsername } from './test/players';

/** Registers a player from `remoteAddress` with X-Forwarded-For `forwardedFor`; the address its registration trace names. */
async function registeredFrom(testApp: TestApp, remoteAddress: string, forwardedFor: string): Promise<string> {
  const device = newDevice();
  const password = 'secret123';
  const { body } = await testApp.call({
    method: 'POST',
    url: apiPaths.register,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      username: newUsername(),
      password,
      confrimPas: password,
      adult: '1',
      captcha: await captchaFor(testApp, device),
      device,
      code: '',
    },
  });
  if (body.code !== 200) throw new Error(`register refused: ${JSON.stringify(body)}`);
  const trace = await testApp.context.db
    .selectFrom('client_traces')
    .select('ip')
    .where('player_id', '=', body.result.id)
    .where('event', '=', 'register')
    .executeTakeFirstOrThrow();
  return trace.ip;
}

describe.each(TEST_DATABASES)('trusted proxies on %s', (database) => {
  let untrusting: TestApp;
  let trusting: TestApp;
  beforeAll(async () => {
    untrusting = await createTestApp(database, { trustedProxies: [] });
    trusting = await createTestApp(database, { trustedProxies: ['127.0.0.1/32', '10.1.0.0/16'] });
  });
  afterAll(async () => {
    await untrusting.close();
    await trusting.close();
  });

  it('with none configured, a loopback caller cannot choose its address by X-Forwarded-For', async () => {
    expect(await registeredFrom(untrusting, '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
  });

  it('with a proxy configured, its X-Forwarded-For names the client; anyone else’s is ignored', async () => {
    expect(await registeredFrom(trusting, '127.0.0.1', '198.51.100.8')).toBe('198.51.100.8');
    expect(await registeredFrom(trusting, '10.1.2.3', '198.51.100.9')).toBe('198.51.100.9');
    expect(await registeredFrom(trusting, '203.0.113.5', '198.51.100.10')).toBe('203.0.113.5');
  });
});
