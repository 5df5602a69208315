/** The operator's red packet list on both databases: newest first, paged, by status and sender; operators only. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { useLedgerTestApp } from '../../../test/ledger-suite';
import { bearer } from '../../../test/players';
import { grabPacket, packetPlayer, packetRequest, sendPacket } from '../../../test/red-packets';
import { operatorToken, refusal } from '../../../test/requests';

describe.each(TEST_DATABASES)('the operator red packet list on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => {
    testApp = app;
  });

  const list = async (token: string, query: Record<string, string> = {}) =>
    (await testApp.call({ method: 'GET', url: apiPaths.admin.redPackets, query, headers: bearer(token) })).body;

  it('pages every packet newest first, filtered by status and sender, with full names', async () => {
    const [alice, bob, taker] = [
      await packetPlayer(testApp, 10),
      await packetPlayer(testApp, 10),
      await packetPlayer(testApp),
    ];
    const codes: string[] = [];
    for (const [sender, count] of [
      [alice, 1],
      [bob, 2],
      [alice, 3],
    ] as const)
      codes.push((await sendPacket(testApp, sender.token, packetRequest({ total: '1', count }))).result.packet.code);
    await grabPacket(testApp, taker.token, codes[0]);
    const operator = await operatorToken(testApp);
    const all = await list(operator, { size: '2' });
    expect(all.result.total).toBeGreaterThanOrEqual(3);
    expect(all.result.items.map((item: { code: string }) => item.code)).toEqual([codes[2], codes[1]]);
    expect(all.result.items[1]).toMatchObject({ sender_id: bob.id, sender: bob.username, total: '1.000000', count: 2 });
    const byAlice = await list(operator, { sender_id: String(alice.id) });
    expect(byAlice.result.total).toBe(2);
    expect(byAlice.result.items.map((item: { code: string }) => item.code)).toEqual([codes[2], codes[0]]);
    const finished = await list(operator, { sender_id: String(alice.id), status: 'finished' });
    expect(finished.result.items).toHaveLength(1);
    expect(finished.result.items[0]).toMatchObject({ code: codes[0], status: 'finished', taken_count: 1 });
    expect(finished.result.items[0].finished_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list(operator, { page: '2', size: '2', sender_id: String(alice.id) })).result.items).toEqual([]);
  });

  it('refuses players and junk filters', async () => {
    const player = await packetPlayer(testApp);
    const asPlayer = await testApp.call({
      method: 'GET',
      url: apiPaths.admin.redPackets,
      headers: bearer(player.token),
    });
    expect(asPlayer.status).toBe(403);
    const operator = await operatorToken(testApp);
    const junk: Array<Record<string, string>> = [
      { status: 'lost' },
      { sender_id: 'x' },
      { sender_id: '0' },
      { page: '0' },
      { size: '201' },
    ];
    for (const query of junk) expect(await list(operator, query)).toEqual(refusal(apiMessages.badField));
  });
});
