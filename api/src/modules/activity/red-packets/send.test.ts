/**
 * 发红包 on both databases: the total moves from the wallet to the packet's hold once per
 * request_id; every refusal moves nothing; 查看 masks other players' names; 我发的 pages by cursor.
 */
import { apiMessages, apiPaths, RED_PACKET_HOURS } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { walletBalanceOf, USDT } from '../../../test/provider';
import {
  grabPacket,
  holdBalanceOf,
  packetIdOf,
  packetPlayer,
  packetRequest,
  playerGet,
  sendPacket,
  transfersOf,
} from '../../../test/red-packets';
import { refusal } from '../../../test/requests';
import { useLedgerTestApp } from '../../../test/ledger-suite';
import { maskUsername } from './view';

describe.each(TEST_DATABASES)('sending red packets on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => {
    testApp = app;
  });

  it('moves the total from the wallet into the packet hold and answers the packet and the balance', async () => {
    const sender = await packetPlayer(testApp, 100);
    const body = await sendPacket(
      testApp,
      sender.token,
      packetRequest({ total: '12.5', count: 3, message: '新年快乐' }),
    );
    expect(body.code).toBe(200);
    const { packet, balance } = body.result;
    expect(balance).toBe('87.500000');
    expect(packet).toMatchObject({
      sender: sender.username,
      message: '新年快乐',
      total: '12.500000',
      count: 3,
      split: 'random',
      taken_count: 0,
      taken_amount: '0.000000',
      status: 'open',
      refunded_amount: '0.000000',
      my_share: null,
      mine: true,
      shares: [],
    });
    expect(packet.code).toMatch(/^[A-Za-z0-9]{8}$/);
    // Asia/Shanghai wall times, 24 hours apart.
    const wall = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
    expect(wall(packet.expires_at) - wall(packet.created_at)).toBe(RED_PACKET_HOURS * 3_600_000);
    expect(await walletBalanceOf(testApp, sender.id)).toBe(87.5 * USDT);
    expect(await holdBalanceOf(testApp, await packetIdOf(testApp, packet.code))).toBe(12.5 * USDT);
  });

  it('answers a repeated request_id with the first packet, one after another and at once', async () => {
    const sender = await packetPlayer(testApp, 50);
    const request = packetRequest();
    const first = await sendPacket(testApp, sender.token, request);
    expect(await sendPacket(testApp, sender.token, request)).toEqual(first);
    const twin = packetRequest({ total: '7' });
    const twins = await Promise.all([1, 2, 3].map(() => sendPacket(testApp, sender.token, twin)));
    expect(twins[0].code).toBe(200);
    for (const answer of twins) expect(answer).toEqual(twins[0]);
    expect(await walletBalanceOf(testApp, sender.id)).toBe(33 * USDT);
    const sent = await testApp.context.db
      .selectFrom('red_packets')
      .select('id')
      .where('sender_id', '=', sender.id)
      .execute();
    expect(sent).toHaveLength(2);
  });

  it('refuses bad counts, shares under 0.01, a short wallet and unmet turnover, moving nothing', async () => {
    const sender = await packetPlayer(testApp, 5);
    const sendsBefore = await transfersOf(testApp, 'red_packet_send');
    const holdAccounts = async () =>
      (await testApp.context.db.selectFrom('accounts').select('id').where('kind', '=', 'red_packet').execute()).length;
    const holdsBefore = await holdAccounts();
    const cases: Array<[object, string]> = [
      [{ count: 0 }, apiMessages.redPacketCountInvalid],
      [{ count: 101 }, apiMessages.redPacketCountInvalid],
      [{ count: 2.5 }, apiMessages.redPacketCountInvalid],
      [{ total: '0.99', count: 100 }, apiMessages.redPacketShareTooSmall],
      [{ total: '0', count: 1 }, apiMessages.redPacketShareTooSmall],
      [{ total: '5.000001', count: 2 }, apiMessages.redPacketInsufficient],
      [{ total: '-1' }, apiMessages.badField],
      [{ split: 'lucky' }, apiMessages.badField],
      [{ request_id: 'short' }, apiMessages.activityRequestIdInvalid],
      [{ message: '长'.repeat(31) }, apiMessages.tooLong],
    ];
    for (const [fields, message] of cases)
      expect(await sendPacket(testApp, sender.token, packetRequest(fields))).toEqual(refusal(message));
    // A requirement still open (a bonus of 3 not yet wagered): refused, the debit rolled back.
    await testApp.context.db
      .insertInto('turnover_requirements')
      .values({
        player_id: sender.id,
        source: `test-bonus:${sender.id}`,
        amount: 3 * USDT,
        required: 3 * USDT,
        created_at: testApp.context.now().toISOString(),
      } as never)
      .execute();
    expect(await sendPacket(testApp, sender.token, packetRequest({ total: '1' }))).toEqual(
      refusal(apiMessages.redPacketTurnoverUnmet),
    );
    expect(await walletBalanceOf(testApp, sender.id)).toBe(5 * USDT);
    expect(await transfersOf(testApp, 'red_packet_send')).toBe(sendsBefore);
    const rows = await testApp.context.db
      .selectFrom('red_packets')
      .selectAll()
      .where('sender_id', '=', sender.id)
      .execute();
    expect(rows).toEqual([]);
    // Each refused send's hold account went with its transaction.
    expect(await holdAccounts()).toBe(holdsBefore);
  });

  it('shows a packet to any player by code, masking the names of others', async () => {
    const sender = await packetPlayer(testApp, 20);
    const taker = await packetPlayer(testApp);
    const other = await packetPlayer(testApp);
    const { code } = (await sendPacket(testApp, sender.token, packetRequest({ total: '2', count: 2, split: 'equal' })))
      .result.packet;
    const grabbed = await grabPacket(testApp, taker.token, code);
    expect(grabbed.result.amount).toBe('1.000000');
    const seenBy = (token: string) => playerGet(testApp, token, apiPaths.activity.redPacketView, { code });
    const byTaker = await seenBy(taker.token);
    expect(byTaker.result).toMatchObject({
      sender: maskUsername(sender.username),
      mine: false,
      my_share: '1.000000',
      taken_count: 1,
      taken_amount: '1.000000',
      shares: [{ player: maskUsername(taker.username), amount: '1.000000' }],
    });
    expect(byTaker.result.shares[0].player).toMatch(/^.{2}\*{4}.{2}$/);
    expect((await seenBy(other.token)).result).toMatchObject({ my_share: null, mine: false });
    expect((await seenBy(sender.token)).result).toMatchObject({ sender: sender.username, mine: true });
    expect(JSON.stringify(await seenBy(other.token))).not.toContain(taker.username);
  });

  it('refuses unknown and junk codes with 红包不存在, and asks for a token', async () => {
    const player = await packetPlayer(testApp);
    for (const code of ['ZZZZZZZZ', 'ab', "x' or 1=1", '红包红包红包', 'A'.repeat(17)]) {
      const seen = await playerGet(testApp, player.token, apiPaths.activity.redPacketView, { code });
      expect(seen).toEqual(refusal(apiMessages.redPacketNotFound));
      expect(await grabPacket(testApp, player.token, code)).toEqual(refusal(apiMessages.redPacketNotFound));
    }
    expect(await playerGet(testApp, player.token, apiPaths.activity.redPacketView)).toEqual(
      refusal(apiMessages.redPacketNotFound),
    );
    expect(await grabPacket(testApp, player.token, { $ne: 1 })).toEqual(refusal(apiMessages.redPacketNotFound));
    const anonymous = await testApp.call({
      method: 'POST',
      url: apiPaths.activity.redPacket,
      payload: packetRequest(),
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers junk bodies with a clear refusal, never a 500', async () => {
    const player = await packetPlayer(testApp, 1);
    const junk: unknown[] = [null, [], 'text', 12, { total: { a: 1 } }, { ...packetRequest(), count: '1e400' }];
    junk.push({ ...packetRequest(), total: '9'.repeat(40) }, { ...packetRequest(), request_id: ['x'] });
    for (const payload of junk) {
      const answer = await testApp.call({
        method: 'POST',
        url: apiPaths.activity.redPacket,
        payload: JSON.stringify(payload),
        headers: { ...{ authorization: `Bearer ${player.token}` }, 'content-type': 'application/json' },
      });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).not.toBe(200);
      expect(typeof answer.body.message).toBe('string');
    }
    for (const cursor of ['junk', 'eyJhIjoxfQ', 'a'.repeat(201)]) {
      const answer = await playerGet(testApp, player.token, apiPaths.activity.redPacketMine, { cursor });
      expect(answer.code).not.toBe(200);
    }
    // An empty cursor is the first page, as on every records list.
    expect((await playerGet(testApp, player.token, apiPaths.activity.redPacketMine, { cursor: '' })).code).toBe(200);
    expect(await walletBalanceOf(testApp, player.id)).toBe(1 * USDT);
  });

  it('lists the packets a player sent, newest first, page by page', async () => {
    const sender = await packetPlayer(testApp, 100);
    const someoneElse = await packetPlayer(testApp, 10);
    await sendPacket(testApp, someoneElse.token, packetRequest({ total: '1', count: 1 }));
    const codes: string[] = [];
    for (let index = 0; index < 23; index += 1)
      codes.push((await sendPacket(testApp, sender.token, packetRequest({ total: '1', count: 2 }))).result.packet.code);
    const first = await playerGet(testApp, sender.token, apiPaths.activity.redPacketMine);
    expect(first.result.list).toHaveLength(20);
    expect(first.result.list[0]).not.toHaveProperty('shares');
    expect(first.result.list[0]).toMatchObject({ mine: true, total: '1.000000', count: 2, status: 'open' });
    const second = await playerGet(testApp, sender.token, apiPaths.activity.redPacketMine, {
      cursor: first.result.next_cursor,
    });
    expect(second.result.next_cursor).toBeNull();
    const listed = [...first.result.list, ...second.result.list].map((packet: { code: string }) => packet.code);
    expect(listed).toEqual(codes.reverse());
    const none = await playerGet(testApp, (await packetPlayer(testApp)).token, apiPaths.activity.redPacketMine);
    expect(none.result).toEqual({ list: [], next_cursor: null });
  });
});
