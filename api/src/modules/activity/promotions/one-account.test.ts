/**
 * 每个IP/设备仅限一个账户 in the claim path on both databases: a second account claiming a promotion
 * another account claimed from the same device (registered or sent with the call) or address is refused
 * and the refusal audited; a claim notes its client; loopback addresses link nobody; other promotions
 * and other clients are unaffected.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { claimRequestId, putPromotion } from '../../../test/promotions';
import { generousLimits, refusal } from '../../../test/requests';
import { auditOf } from '../../../test/audit';
import { registerFrom } from '../../../test/risk';

const TRIAL = 3;
const SIGN_UP_GIFT = { amount: '5', max_account_age_days: 7, turnover_multiple: 0 };

describe.each(TEST_DATABASES)('one account per IP or device in promotion claims on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    await putPromotion(testApp, { type: TRIAL, params: SIGN_UP_GIFT });
  });
  afterAll(() => testApp.close());

  const claim = (token: string, client: { ip?: string; device?: string } = {}) =>
    testApp
      .call({
        method: 'POST',
        url: apiPaths.activity.taskReceive,
        payload: { task: 'promotion', activity_type: TRIAL, tier: 0, request_id: claimRequestId() },
        headers: { ...bearer(token), ...(client.device ? { 'x-device-id': client.device } : {}) },
        remoteAddress: client.ip ?? '127.0.0.1',
      })
      .then((response) => response.body);
  const claimsOf = (playerId: number) =>
    testApp.context.db.selectFrom('promotion_claims').selectAll().where('player_id', '=', playerId).execute();

  it('refuses a second account registered on the device of one that claimed, and audits the refusal', async () => {
    const device = newDevice();
    const first = await registerFrom(testApp, { device, ip: '198.51.100.1' });
    const second = await registerFrom(testApp, { device, ip: '192.0.2.2' });
    const paid = await claim(first.token, { ip: '198.51.100.1' });
    expect(paid.code).toBe(200);
    const traces = await testApp.context.db
      .selectFrom('client_traces')
      .selectAll()
      .where('player_id', '=', first.id)
      .where('event', '=', 'claim')
      .execute();
    expect(traces).toEqual([expect.objectContaining({ ip: '198.51.100.1', ref: String(paid.result.claim_id) })]);

    expect(await claim(second.token, { ip: '192.0.2.2' })).toEqual(refusal(apiMessages.claimSharedClient));
    expect(await claimsOf(second.id)).toEqual([]);
    const refused = await auditOf(testApp, 'promotion_claim_refused');
    expect(refused.at(-1)).toMatchObject({
      operator_id: null,
      entity_id: String(second.id),
      after: { player_id: second.id, activity_type: TRIAL, other_player_id: first.id, device_id: device, ip: null },
    });
  });

  it('refuses a claim from the address of one that claimed, or with its device in the header; another client claims', async () => {
    const device = newDevice();
    const first = await registerFrom(testApp, { device, ip: '198.51.100.3' });
    expect((await claim(first.token, { ip: '198.51.100.3' })).code).toBe(200);
    const other = await registerFrom(testApp, { device: newDevice(), ip: '192.0.2.3' });
    expect(await claim(other.token, { ip: '198.51.100.3' })).toEqual(refusal(apiMessages.claimSharedClient));
    expect(await claim(other.token, { ip: '192.0.2.30', device })).toEqual(refusal(apiMessages.claimSharedClient));
    expect(await claimsOf(other.id)).toEqual([]);
    const audited = (await auditOf(testApp, 'promotion_claim_refused')).slice(-2).map((row) => row.after);
    expect(audited).toEqual([
      expect.objectContaining({ other_player_id: first.id, ip: '198.51.100.3', device_id: null }),
      expect.objectContaining({ other_player_id: first.id, device_id: device }),
    ]);
    // From its own address and device, the same account claims.
    expect((await claim(other.token, { ip: '192.0.2.3' })).code).toBe(200);
    expect(await claimsOf(other.id)).toHaveLength(1);
  });

  it('lets only one of two accounts on one device through when they claim at the same instant', async () => {
    const device = newDevice();
    // One after another: a device has one captcha at a time.
    const players = [];
    for (const ip of ['198.51.100.20', '198.51.100.21', '198.51.100.22', '198.51.100.23'])
      players.push(await registerFrom(testApp, { device, ip }));
    // Each claims from its own address with the shared device in the header: all pass the check
    // before the transaction together; the recheck under the client's locks lets one through.
    const answers = await Promise.all(
      players.map((player, index) => claim(player.token, { ip: `192.0.2.${40 + index}`, device })),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 200)).toEqual(
      Array.from({ length: 3 }, () => refusal(apiMessages.claimSharedClient)),
    );
    const paid = await Promise.all(players.map((player) => claimsOf(player.id)));
    expect(paid.flat()).toHaveLength(1);
  });

  it('links nobody by a loopback address, and holds per promotion', async () => {
    const first = await registerFrom(testApp, { device: newDevice() });
    const second = await registerFrom(testApp, { device: newDevice() });
    expect((await claim(first.token)).code).toBe(200);
    expect((await claim(second.token)).code).toBe(200);

    // Another promotion's claimant on a device is no reason to refuse this one (the row borrows a real transfer).
    const paid = await testApp.context.db
      .selectFrom('promotion_claims')
      .select('transfer_id')
      .executeTakeFirstOrThrow();
    const device = newDevice();
    const elsewhere = await registerFrom(testApp, { device, ip: '198.51.100.9' });
    await testApp.context.db
      .insertInto('promotion_claims')
      .values({
        player_id: elsewhere.id,
        activity_type: 99,
        promotion_version: 1,
        period_key: 'once',
        tier: 0,
        amount: 1 as never,
        turnover_required: 0 as never,
        request_id: claimRequestId(),
        transfer_id: paid.transfer_id,
        created_at: testApp.context.now().toISOString(),
      })
      .execute();
    const sameDevice = await registerFrom(testApp, { device, ip: '192.0.2.9' });
    expect((await claim(sameDevice.token, { ip: '192.0.2.9' })).code).toBe(200);
  });
});
