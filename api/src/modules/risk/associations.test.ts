/**
 * Associations and clusters on both databases: a player's other accounts by shared device, address,
 * withdrawal address and deposit sender (loopback addresses link nobody), who may read them, and the
 * 风控 clusters of a period (北京时间 days), largest first, with what links each.
 */
import { apiMessages, apiPaths, riskAdminPaths, type OperatorRole } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer } from '../../test/players';
import { generousLimits, operatorToken, refusal } from '../../test/requests';
import { insertTrace, registerFrom } from '../../test/risk';
import { newTronAddress } from '../../test/withdrawals';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('risk associations and clusters on %s', (database) => {
  let testApp: TestApp;
  let financeToken: string;
  /** a shares a device with b, an address with c, a withdrawal address with d and a deposit sender with e. */
  const players: Record<
    'a' | 'b' | 'c' | 'd' | 'e' | 'loner' | 'x' | 'y',
    { id: number; token: string; username: string }
  > = {} as never;
  const sharedDevice = newDevice();
  const sharedAddress = newTronAddress();
  const sender = newTronAddress();

  const bind = (token: string, address: string) =>
    testApp.call({
      method: 'POST',
      url: apiPaths.wallet.bindAddress,
      payload: { type: 1, address },
      headers: bearer(token),
    });
  const depositFrom = (playerId: number, from: string, txId: string) =>
    testApp.context.db
      .insertInto('chain_deposits')
      .values({
        tx_id: txId,
        event_index: 0,
        from_address: from,
        to_address: newTronAddress(),
        amount: 10_000_000 as never,
        raw_amount: '10000000',
        block_number: 1,
        block_timestamp: Date.now(),
        status: 'credited',
        player_id: playerId,
        created_at: testApp.context.now().toISOString(),
      })
      .execute();

  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    financeToken = await operatorToken(testApp, undefined, 'finance');
    players.a = await registerFrom(testApp, { device: sharedDevice, ip: '198.51.100.7' });
    players.b = await registerFrom(testApp, { device: sharedDevice, ip: '192.0.2.20' });
    players.c = await registerFrom(testApp, { device: newDevice(), ip: '198.51.100.7' });
    players.d = await registerFrom(testApp, { device: newDevice(), ip: '192.0.2.40' });
    players.e = await registerFrom(testApp, { device: newDevice(), ip: '192.0.2.50' });
    // The loner and a share only the API host's own address (a local proxy's): no link.
    players.loner = await registerFrom(testApp, { device: newDevice() });
    await insertTrace(testApp, { playerId: players.a.id, ip: '127.0.0.1', device: null });
    for (const player of [players.a, players.d]) expect((await bind(player.token, sharedAddress)).body.code).toBe(200);
    await depositFrom(players.a.id, sender, 'tx-a');
    await depositFrom(players.e.id, sender, 'tx-e');
    // x and y share a device only 40 days ago: outside the default period.
    const old = new Date(testApp.context.now().getTime() - 40 * DAY_MS).toISOString();
    players.x = await registerFrom(testApp, { device: newDevice(), ip: '192.0.2.80' });
    players.y = await registerFrom(testApp, { device: newDevice(), ip: '192.0.2.90' });
    for (const player of [players.x, players.y])
      await insertTrace(testApp, { playerId: player.id, ip: '192.0.2.99', device: 'old-shared-device', at: old });
  });
  afterAll(() => testApp.close());

  const associations = (playerId: number, token = financeToken) =>
    testApp.call({ method: 'GET', url: `${riskAdminPaths.players}/${playerId}/associations`, headers: bearer(token) });
  const clusters = (query = '', token = financeToken) =>
    testApp.call({ method: 'GET', url: `${riskAdminPaths.clusters}${query}`, headers: bearer(token) });

  it('lists the other players sharing a device, an address, a withdrawal address or a deposit sender', async () => {
    const { body } = await associations(players.a.id);
    expect(body.code).toBe(200);
    const byId = new Map(body.result.list.map((row: any) => [row.player_id, row]));
    expect([...byId.keys()].sort((m: any, n: any) => m - n)).toEqual(
      [players.b.id, players.c.id, players.d.id, players.e.id].sort((m, n) => m - n),
    );
    const linksOf = (id: number) => (byId.get(id) as any).links.map((link: any) => [link.kind, link.value]);
    expect(linksOf(players.b.id)).toEqual([['device', sharedDevice]]);
    expect(linksOf(players.c.id)).toEqual([['ip', '198.51.100.7']]);
    expect(linksOf(players.d.id)).toEqual([['address', sharedAddress]]);
    expect(linksOf(players.e.id)).toEqual([['deposit_from', sender]]);
    expect(byId.get(players.b.id)).toMatchObject({ username: players.b.username, last_seen: expect.any(String) });
    // From the other side, the link is the same.
    const fromB = (await associations(players.b.id)).body.result.list;
    expect(fromB.map((row: any) => row.player_id)).toEqual([players.a.id]);
    expect((await associations(players.loner.id)).body.result.list).toEqual([]);
  });

  it('lets 超级管理员, 财务 and 客服 read associations, and only 超级管理员 and 财务 the clusters', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        (['super_admin', 'finance', 'support', 'operations'] as OperatorRole[]).map(
          async (role) => [role, await operatorToken(testApp, undefined, role)] as const,
        ),
      ),
    );
    expect((await associations(players.a.id, tokens.support)).body.code).toBe(200);
    expect((await associations(players.a.id, tokens.super_admin)).body.code).toBe(200);
    expect((await associations(players.a.id, tokens.operations)).status).toBe(403);
    expect((await clusters('', tokens.super_admin)).body.code).toBe(200);
    expect((await clusters('', tokens.support)).status).toBe(403);
    expect((await clusters('', tokens.operations)).status).toBe(403);
  });

  it('groups the period’s linked players into clusters, largest first, with what links them', async () => {
    const { body } = await clusters();
    expect(body.code).toBe(200);
    const sorted = (ids: number[]) => [...ids].sort((m, n) => m - n);
    // Deposit senders link players on the player page only; a, b, c and d are linked by device, address and binding.
    expect(body.result.list).toHaveLength(1);
    const [cluster] = body.result.list;
    expect(sorted(cluster.players.map((player: any) => player.id))).toEqual(
      sorted([players.a.id, players.b.id, players.c.id, players.d.id]),
    );
    expect(cluster.links).toEqual(
      expect.arrayContaining([
        { kind: 'device', value: sharedDevice, players: 2 },
        { kind: 'ip', value: '198.51.100.7', players: 2 },
        { kind: 'address', value: sharedAddress, players: 2 },
      ]),
    );
    expect(cluster.links).toHaveLength(3);
    expect(body.result.truncated).toBe(false);

    // A period that reaches 40 days back finds x and y too, as a smaller cluster after the first.
    const today = new Date(testApp.context.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(testApp.context.now().getTime() + 8 * 3_600_000 - 45 * DAY_MS).toISOString().slice(0, 10);
    const longer = (await clusters(`?from=${from}&to=${today}`)).body.result;
    expect(longer.list.map((entry: any) => entry.players.length)).toEqual([4, 2]);
    expect(sorted(longer.list[1].players.map((player: any) => player.id))).toEqual(
      sorted([players.x.id, players.y.id]),
    );
    expect(longer.list[1].links.map((link: any) => link.kind).sort()).toEqual(['device', 'ip']);
    // A period that ends before today's registrations finds only x and y.
    const before = new Date(testApp.context.now().getTime() + 8 * 3_600_000 - 2 * DAY_MS).toISOString().slice(0, 10);
    expect((await clusters(`?from=${from}&to=${before}`)).body.result.list).toHaveLength(1);
  });

  it('refuses an inverted, impossible or over-long period', async () => {
    for (const query of [
      '?from=2026-03-02&to=2026-03-01',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2024-01-01&to=2026-01-01',
      '?to=20260101',
    ])
      expect((await clusters(query)).body).toEqual(refusal(apiMessages.riskPeriodInvalid));
  });
});
