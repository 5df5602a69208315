/** Audit entries name who acted (an operator, 玩家 <name>, or 系统) and where the request came from. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import { bearer } from '../../test/players';
import { newTronAddress, withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';

const CLIENT = { ip: '198.51.100.23', device: 'audit_device_42', agent: 'Mozilla/5.0 (Android 14) audit-test' };
const clientHeaders = { 'x-device-id': CLIENT.device, 'user-agent': CLIENT.agent };

describe.each(TEST_DATABASES)('who and where in the audit log on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(() => suite.testApp.close());

  const entriesOf = async (entity: string, entityId: string | number) =>
    (
      await suite.testApp.call({
        method: 'GET',
        url: `${apiPaths.admin.audit}?entity=${entity}&entity_id=${entityId}`,
        headers: bearer(suite.operator),
      })
    ).body.result.list;

  it("names the player and the request's address, device and browser when a player adds a withdrawal address", async () => {
    const player = await suite.player();
    const username = (
      await suite.testApp.context.db
        .selectFrom('players')
        .select('username')
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow()
    ).username;
    const bound = await suite.testApp.call({
      method: 'POST',
      url: apiPaths.wallet.bindAddress,
      payload: { type: 1, address: newTronAddress() },
      remoteAddress: CLIENT.ip,
      headers: { ...bearer(player.token), ...clientHeaders },
    });
    expect(bound.body.code).toBe(200);
    const [entry] = await entriesOf('withdraw_address', bound.body.result.id);
    expect(entry).toMatchObject({
      operator: `${apiMessages.auditByPlayer} ${username}`,
      player_id: player.id,
      action: 'create',
      ip: CLIENT.ip,
      device_id: CLIENT.device,
      user_agent: CLIENT.agent,
    });
    expect(entry.operator).not.toBe(apiMessages.auditBySystem);
  });

  it("keeps the operator as the actor of an operator's change, with the operator's client", async () => {
    const changed = await suite.testApp.call({
      method: 'PUT',
      url: apiPaths.admin.buyGuide,
      payload: { intro: '指南', steps: ['下载钱包'], links: [] },
      remoteAddress: CLIENT.ip,
      headers: { ...bearer(suite.operator), 'user-agent': CLIENT.agent },
    });
    expect(changed.body.code).toBe(200);
    const [entry] = await entriesOf('site_settings', 'buy_guide');
    expect(entry).toMatchObject({ player_id: null, ip: CLIENT.ip, device_id: null, user_agent: CLIENT.agent });
    expect(entry.operator).toMatch(/^op/);
  });
});
