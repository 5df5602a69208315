/**
 * Two real API processes on one PostgreSQL database and one Redis count together: failed logins
 * split across both lock the name at the limit, and a per-address limit split across both
 * refuses the next call. Needs TEST_DATABASE_URL and TEST_REDIS_URL; skipped without either.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './test/api-processes';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('counters shared by two API processes on one Redis', () => {
  const run = randomBytes(6).toString('hex');
  const schema = `shared_${run}`;
  const prefix = `test:${run}:`;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    const env = {
      DATABASE_URL: databaseUrl as string,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: prefix,
      CAPTCHA_TEST_ANSWERS: '1',
      SEED_DEMO: '0',
      RATE_LIMIT_SCALE: '1',
      // The test calls from loopback as the site server would, naming each player's address.
      TRUSTED_PROXIES: '127.0.0.1/32',
    };
    // One after the other: the first creates the schema and migrates it, the second finds it ready.
    apis.push(await startApiProcess(env));
    apis.push(await startApiProcess(env));
  }, 150_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  /** A POST to one of the processes as the player at `address` (the API trusts the local proxy's header). */
  async function post(api: ApiProcess, path: string, address: string, body: object) {
    const response = await fetch(api.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; message?: string; result?: any };
  }

  async function captcha(api: ApiProcess, address: string, device: string): Promise<string> {
    const answer = await post(api, apiPaths.captcha, address, { device });
    expect(answer.code).toBe(200);
    return answer.result.answer as string;
  }

  async function login(api: ApiProcess, address: string, username: string, password: string) {
    const device = `device-${randomBytes(8).toString('hex')}`;
    const code = await captcha(api, address, device);
    return post(api, apiPaths.login, address, { username, password, device, captcha: code });
  }

  it('locks a name after 10 failed logins split across both processes', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const address = '198.51.100.21';
    const username = `shared${run.slice(0, 8)}`;
    const password = 'secret123';
    const device = `device-${run}`;
    const registered = await post(first, apiPaths.register, address, {
      username,
      password,
      confrimPas: password,
      adult: true,
      device,
      captcha: await captcha(first, address, device),
    });
    expect(registered.code).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await login(attempt % 2 ? second : first, address, username, 'wrong-password');
      expect(answer).toEqual({ code: 400, message: '用户名或密码错误' });
    }
    for (const api of apis)
      expect(await login(api, address, username, password)).toEqual({
        code: 429,
        message: '登录失败次数过多，请15分钟后再试',
      });
  });

  it('refuses the 31st captcha of one address within a minute, its 30 split across both processes', async () => {
    const address = '198.51.100.22';
    for (let call = 0; call < 30; call += 1) {
      const answer = await post(apis[call % 2] as ApiProcess, apiPaths.captcha, address, { device: `device-c${call}` });
      expect(answer.code).toBe(200);
    }
    for (const api of apis)
      expect(await post(api, apiPaths.captcha, address, { device: 'device-over' })).toEqual({
        code: 429,
        message: '操作过于频繁，请稍后再试',
      });
  });
});
