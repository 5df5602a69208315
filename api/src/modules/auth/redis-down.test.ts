/**
 * With Redis (TEST_REDIS_URL) and then without it: the login lock fails closed with a Chinese
 * "busy" refusal, the per-address limits fail open, and nothing answers 500.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../redis';
import { createTestApp, newDevice, type TestApp } from '../../test/harness';
import { captchaFor, registerAndLogin } from '../../test/players';
import { createOperator } from '../operators/operators';

const url = process.env.TEST_REDIS_URL;
const BUSY = { status: 200, body: { code: 503, message: '登录服务繁忙，请稍后再试' } };

describe.skipIf(!url)('when Redis goes away', () => {
  let redis: Redis;
  let testApp: TestApp;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    redis = await connectRedis(url as string);
    testApp = await createTestApp('sqlite', { redisPrefix: prefix }, redis);
  });
  afterAll(async () => {
    await testApp.close();
    redis.disconnect();
  });

  it('refuses logins as busy and still hands out captchas', async () => {
    const player = await registerAndLogin(testApp);
    await createOperator(testApp.context, 'ops_offline', 'correct horse battery');
    const device = newDevice();
    const captcha = await captchaFor(testApp, device);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((key) => key.startsWith(`${prefix}rate-limit:`))).toBe(true);
    await redis.del(...keys);
    redis.disconnect();

    const login = { username: player.username, password: player.password, device, captcha };
    expect(await testApp.call({ method: 'POST', url: apiPaths.login, payload: login })).toEqual(BUSY);
    const operator = { username: 'ops_offline', password: 'correct horse battery' };
    expect(await testApp.call({ method: 'POST', url: apiPaths.admin.login, payload: operator })).toEqual(BUSY);
    const captchaCall = await testApp.call({ method: 'POST', url: apiPaths.captcha, payload: { device: newDevice() } });
    expect(captchaCall.body.code).toBe(200);
  });
});
