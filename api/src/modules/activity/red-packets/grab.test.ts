/**
 * 抢红包 on both databases: one share per player from the packet's hold, the last one finishing
 * it; 100 players at once on 50 shares get exactly 50 that sum to the total; twins get one.
 */
import { apiMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { useLedgerTestApp } from '../../../test/ledger-suite';
import { walletBalanceOf, USDT } from '../../../test/provider';
import {
  grabPacket,
  holdBalanceOf,
  packetPlayer,
  sentPacket,
  transfersOf,
  type PacketPlayer,
} from '../../../test/red-packets';
import { refusal } from '../../../test/requests';

describe.each(TEST_DATABASES)('grabbing red packets on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => {
    testApp = app;
  });

  const sendBy = (sender: PacketPlayer, fields: object) => sentPacket(testApp, sender, fields);
  const sharesOf = (packetId: number) =>
    testApp.context.db
      .selectFrom('red_packet_shares')
      .select(['player_id', 'seq', 'amount'])
      .where('packet_id', '=', packetId)
      .orderBy('seq')
      .execute();

  it('pays each player one share from the hold, the last finishing the packet', async () => {
    const sender = await packetPlayer(testApp, 10);
    const takers = [await packetPlayer(testApp), await packetPlayer(testApp, 1), await packetPlayer(testApp)];
    const packet = await sendBy(sender, { total: '1', count: 3, split: 'equal' });
    const first = await grabPacket(testApp, takers[0]!.token, packet.code);
    expect(first.result).toMatchObject({ amount: '0.333333', balance: '0.333333' });
    expect(first.result.packet).toMatchObject({ taken_count: 1, my_share: '0.333333', status: 'open' });
    expect((await grabPacket(testApp, takers[1]!.token, packet.code)).result.balance).toBe('1.333333');
    const last = await grabPacket(testApp, takers[2]!.token, packet.code);
    expect(last.result.amount).toBe('0.333334');
    expect(last.result.packet).toMatchObject({ taken_count: 3, taken_amount: '1.000000', status: 'finished' });
    expect(await holdBalanceOf(testApp, packet.id)).toBe(0);
    expect((await sharesOf(packet.id)).map((share) => share.seq)).toEqual([1, 2, 3]);
    expect(await walletBalanceOf(testApp, takers[1]!.id)).toBe(USDT + 333_333);
  });

  it('refuses the sender, a second grab and an empty packet, moving nothing', async () => {
    const sender = await packetPlayer(testApp, 10);
    const taker = await packetPlayer(testApp);
    const late = await packetPlayer(testApp);
    const packet = await sendBy(sender, { total: '0.5', count: 1 });
    const grabsBefore = await transfersOf(testApp, 'red_packet_grab');
    expect(await grabPacket(testApp, sender.token, packet.code)).toEqual(refusal(apiMessages.redPacketOwn));
    expect((await grabPacket(testApp, taker.token, packet.code)).result.amount).toBe('0.500000');
    expect(await grabPacket(testApp, taker.token, packet.code)).toEqual(refusal(apiMessages.redPacketAlreadyTaken));
    expect(await grabPacket(testApp, late.token, packet.code)).toEqual(refusal(apiMessages.redPacketEmpty));
    expect(await transfersOf(testApp, 'red_packet_grab')).toBe(grabsBefore + 1);
    expect(await walletBalanceOf(testApp, late.id)).toBe(0);
    expect(await walletBalanceOf(testApp, sender.id)).toBe(9.5 * USDT);
  });

  it('gives 100 players grabbing a 50-share packet at once exactly 50 shares summing to the total', async () => {
    const sender = await packetPlayer(testApp, 100);
    const players = await Promise.all(Array.from({ length: 100 }, () => packetPlayer(testApp)));
    const packet = await sendBy(sender, { total: '66.666666', count: 50, split: 'random' });
    const answers = await Promise.all(players.map((player) => grabPacket(testApp, player.token, packet.code)));
    const paid = answers.filter((answer) => answer.code === 200);
    expect(paid).toHaveLength(50);
    for (const answer of answers.filter((one) => one.code !== 200))
      expect(answer).toEqual(refusal(apiMessages.redPacketEmpty));
    const shares = await sharesOf(packet.id);
    expect(shares.map((share) => share.seq)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(shares.reduce((sum, share) => sum + Number(share.amount), 0)).toBe(66_666_666);
    for (const share of shares) expect(Number(share.amount)).toBeGreaterThanOrEqual(10_000);
    expect(await holdBalanceOf(testApp, packet.id)).toBe(0);
    // Each taker's wallet holds exactly their share.
    for (const share of shares) expect(await walletBalanceOf(testApp, share.player_id)).toBe(Number(share.amount));
    const row = await testApp.context.db
      .selectFrom('red_packets')
      .select(['status', 'taken_count', 'taken_amount'])
      .where('id', '=', packet.id)
      .executeTakeFirstOrThrow();
    expect({ ...row, taken_amount: Number(row.taken_amount) }).toEqual({
      status: 'finished',
      taken_count: 50,
      taken_amount: 66_666_666,
    });
  });

  it('gives one share to the same player grabbing several times at once', async () => {
    const sender = await packetPlayer(testApp, 10);
    const player = await packetPlayer(testApp);
    const packet = await sendBy(sender, { total: '5', count: 5 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => grabPacket(testApp, player.token, packet.code)));
    const paid = answers.filter((answer) => answer.code === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((one) => one.code !== 200))
      expect(answer).toEqual(refusal(apiMessages.redPacketAlreadyTaken));
    const shares = await sharesOf(packet.id);
    expect(shares).toHaveLength(1);
    expect(await walletBalanceOf(testApp, player.id)).toBe(Number(shares[0]!.amount));
    expect(await holdBalanceOf(testApp, packet.id)).toBe(5 * USDT - Number(shares[0]!.amount));
    const row = await testApp.context.db
      .selectFrom('red_packets')
      .select(['taken_count'])
      .where('id', '=', packet.id)
      .executeTakeFirstOrThrow();
    expect(row.taken_count).toBe(1);
  });
});
