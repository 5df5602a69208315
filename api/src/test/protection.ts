/** Helpers of the player-protection suites: the player's and the operator's calls, players with a session. */
import type { InjectOptions } from 'fastify';
import { apiPaths } from 'shared-contracts';
import { registerPlayerDirectly } from '../modules/auth/service';
import type { TestApp } from './harness';
import { bearer, newUsername } from './players';
import { playerToken } from './requests';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A call with a bearer token; GET and DELETE send `payload` as the query. */
export async function callAs(
  testApp: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const reads = method === 'GET' || method === 'DELETE';
  const query = reads && payload ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : '';
  const options: InjectOptions = { method, url: `${url}${query}`, headers: bearer(token) };
  if (!reads && payload) options.payload = payload;
  return (await testApp.call(options)).body;
}

/** A player created directly (no captcha) with a live session. */
export async function playerWithSession(testApp: TestApp) {
  const player = await registerPlayerDirectly(testApp.context, newUsername(), 'secret123', null);
  return { id: player.id, token: await playerToken(testApp, player.id) };
}

/** The player's protection calls. */
export function protectionCalls(testApp: TestApp, token: string) {
  const paths = apiPaths.protection;
  return {
    status: () => callAs(testApp, token, 'GET', paths.status),
    setLimit: (key: string, amount: string | null) => callAs(testApp, token, 'POST', paths.limit, { key, amount }),
    realityCheck: (minutes: unknown) => callAs(testApp, token, 'POST', paths.realityCheck, { minutes }),
    session: () => callAs(testApp, token, 'GET', paths.session),
    endSession: () => callAs(testApp, token, 'POST', paths.sessionEnd),
    takeBreak: (kind: string, period: string) => callAs(testApp, token, 'POST', paths.takeBreak, { kind, period }),
    skipDepositPrompt: () => callAs(testApp, token, 'POST', paths.depositPrompt),
  };
}

/** The player's protection events, oldest first, with their detail parsed. */
export async function protectionEventsOf(testApp: TestApp, playerId: number) {
  const rows = await testApp.context.db
    .selectFrom('protection_events')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail_json) as Record<string, unknown> }));
}

/** Sets an operator's role (migration 017 makes every operator a super_admin until issue 17). */
export async function setOperatorRole(testApp: TestApp, operatorId: number, role: string) {
  await testApp.context.db.updateTable('operators').set({ role }).where('id', '=', operatorId).execute();
}
