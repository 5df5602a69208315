/**
 * Risk suites' tools: players registered and logged in from a chosen device and address (as the site
 * registers them), client traces inserted as if recorded.
 */
import { apiPaths } from 'shared-contracts';
import type { TraceEvent } from '../db/schema';
import type { TestApp } from './harness';
import { captchaFor, newUsername } from './players';
import { formPost } from './requests';

/** Registers a player from `device` and `ip` (the request's address), then logs in likewise: the body of each. */
export async function registerFrom(testApp: TestApp, client: { device: string; ip?: string; username?: string }) {
  const username = client.username ?? newUsername();
  const remoteAddress = client.ip ?? '127.0.0.1';
  const registered = await testApp.call({
    ...formPost(apiPaths.register, {
      username,
      password: 'secret123',
      confrimPas: 'secret123',
      adult: '1',
      captcha: await captchaFor(testApp, client.device),
      device: client.device,
      code: '',
    }),
    remoteAddress,
  });
  if (registered.body.code !== 200) return { registered: registered.body, id: 0, token: '', username };
  const login = await testApp.call({
    method: 'POST',
    url: apiPaths.login,
    payload: {
      username,
      password: 'secret123',
      captcha: await captchaFor(testApp, client.device),
      device: client.device,
    },
    remoteAddress,
  });
  if (login.body.code !== 200) throw new Error(`login refused: ${JSON.stringify(login.body)}`);
  return {
    registered: registered.body,
    id: registered.body.result.id as number,
    token: login.body.result.token as string,
    username,
  };
}

/** A client trace as recordTrace would write it. */
export async function insertTrace(
  testApp: TestApp,
  trace: { playerId: number; event?: TraceEvent; ip: string; device?: string | null; at?: string },
) {
  await testApp.context.db
    .insertInto('client_traces')
    .values({
      player_id: trace.playerId,
      operator_id: null,
      event: trace.event ?? 'login',
      ip: trace.ip,
      device_id: trace.device ?? null,
      user_agent: 'test',
      ref: null,
      created_at: trace.at ?? testApp.context.now().toISOString(),
    })
    .execute();
}
