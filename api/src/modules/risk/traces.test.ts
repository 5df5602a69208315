/**
 * Client traces where players and operators act: each login, session, deposit order, withdrawal
 * request and new withdrawal address notes the request's address, device id and user agent, with
 * what it made (ref), in the action's own transaction; outside a request nothing is noted.
 */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../db/schema';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { enrolledOperator } from '../../test/operators';
import { bearer, registerAndLogin } from '../../test/players';
import { newRequestId, newTronAddress, withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';
import { openPlayerSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';

const CLIENT = { ip: '203.0.113.7', device: 'phone_0123456789', agent: 'Mozilla/5.0 (iPhone) trace-test' };
const fromClient = (token?: string) => ({
  remoteAddress: CLIENT.ip,
  headers: { 'x-device-id': CLIENT.device, 'user-agent': CLIENT.agent, ...(token ? bearer(token) : {}) },
});
const CLIENT_COLUMNS = { ip: CLIENT.ip, device_id: CLIENT.device, user_agent: CLIENT.agent };

function tracesOf(testApp: TestApp, who: { playerId?: number; operatorId?: number }, event: TraceEvent) {
  let query = testApp.context.db
    .selectFrom('client_traces')
    .select(['player_id', 'operator_id', 'ip', 'device_id', 'user_agent', 'ref'])
    .where('event', '=', event);
  if (who.playerId !== undefined) query = query.where('player_id', '=', who.playerId);
  if (who.operatorId !== undefined) query = query.where('operator_id', '=', who.operatorId);
  return query.orderBy('id').execute();
}

async function sessionIdOf(testApp: TestApp, token: string): Promise<string> {
  const row = await testApp.context.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return String(row.id);
}

describe.each(TEST_DATABASES)('client traces on %s', (database) => {
  let suite: WithdrawalSuite;
  let testApp: TestApp;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
    testApp = suite.testApp;
  });
  afterAll(() => testApp.close());

  it("notes a player's new withdrawal address, withdrawal request and deposit order with the request's client", async () => {
    const player = await suite.player('50');
    await suite.setPassword(player.token);
    const address = newTronAddress();
    const bound = await testApp.call({
      method: 'POST',
      url: apiPaths.wallet.bindAddress,
      payload: { type: 1, address },
      ...fromClient(player.token),
    });
    expect(bound.body.code).toBe(200);
    expect(await tracesOf(testApp, { playerId: player.id }, 'bind_address')).toEqual([
      { player_id: player.id, operator_id: null, ...CLIENT_COLUMNS, ref: address },
    ]);

    const fields = {
      amount: '20',
      address_id: bound.body.result.id,
      password: 'withdraw888',
      request_id: newRequestId(),
    };
    const apply = () =>
      testApp.call({
        method: 'POST',
        url: apiPaths.wallet.withdrawApply,
        payload: fields,
        ...fromClient(player.token),
      });
    const applied = await apply();
    expect(applied.body.code).toBe(200);
    // A replay of the same request answers the first withdrawal and notes nothing more.
    expect((await apply()).body.result).toEqual(applied.body.result);
    const withdrawal = await testApp.context.db
      .selectFrom('withdrawals')
      .select('id')
      .where('order_no', '=', applied.body.result.order_id)
      .executeTakeFirstOrThrow();
    expect(await tracesOf(testApp, { playerId: player.id }, 'withdrawal')).toEqual([
      { player_id: player.id, operator_id: null, ...CLIENT_COLUMNS, ref: String(withdrawal.id) },
    ]);

    const ordered = await testApp.call({
      method: 'POST',
      url: apiPaths.wallet.recharge,
      payload: { amount: '30' },
      ...fromClient(player.token),
    });
    expect(ordered.body.code).toBe(200);
    expect(await tracesOf(testApp, { playerId: player.id }, 'deposit_order')).toEqual([
      { player_id: player.id, operator_id: null, ...CLIENT_COLUMNS, ref: ordered.body.result.order_id },
    ]);
  });

  it('notes a login with its session, and a session opened by an entry code as a session of its own', async () => {
    const player = await registerAndLogin(testApp);
    const [login] = await tracesOf(testApp, { playerId: player.id }, 'login');
    // The device id the login body carried; the inject default address and agent.
    expect(login).toMatchObject({
      ref: await sessionIdOf(testApp, player.token),
      device_id: player.device,
      ip: '127.0.0.1',
    });
    const [registered] = await tracesOf(testApp, { playerId: player.id }, 'register');
    expect(registered?.ref).toBe(await sessionIdOf(testApp, player.registerToken));

    const minted = await testApp.call({ method: 'POST', url: apiPaths.entryCode, headers: bearer(player.token) });
    const entered = await testApp.call({
      method: 'POST',
      url: apiPaths.entry,
      payload: { token: minted.body.result.code },
      ...fromClient(),
    });
    expect(entered.body.code).toBe(200);
    expect(await tracesOf(testApp, { playerId: player.id }, 'session')).toEqual([
      {
        player_id: player.id,
        operator_id: null,
        ...CLIENT_COLUMNS,
        ref: await sessionIdOf(testApp, entered.body.result.token),
      },
    ]);
  });

  it("notes an operator's login with its session", async () => {
    const operator = await enrolledOperator(testApp, `trace_op_${database}`);
    expect(await tracesOf(testApp, { operatorId: operator.id }, 'login')).toEqual([
      {
        player_id: null,
        operator_id: operator.id,
        ip: '127.0.0.1',
        device_id: null,
        user_agent: 'lightMyRequest',
        ref: await sessionIdOf(testApp, operator.token),
      },
    ]);
  });

  it('notes nothing outside a request (a job, a command line)', async () => {
    const player = await suite.player();
    await openPlayerSession(testApp.context, player.id, { event: 'login' });
    expect(await tracesOf(testApp, { playerId: player.id }, 'login')).toEqual([]);
  });
});
