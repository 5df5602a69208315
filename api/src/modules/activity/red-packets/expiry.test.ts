/**
 * The red-packet-expiry job on both databases: 24 hours on, what a packet's hold still has goes
 * back to its sender exactly once, however many runs and grabs race it; grabs from then on are refused.
 */
import { apiMessages, apiPaths, RED_PACKET_HOURS } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../../jobs/index';
import { runWithLease } from '../../../jobs/lease';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { useLedgerTestApp } from '../../../test/ledger-suite';
import { walletBalanceOf, USDT } from '../../../test/provider';
import {
  grabPacket,
  holdBalanceOf,
  packetPlayer,
  playerGet,
  sentPacket,
  type PacketPlayer,
} from '../../../test/red-packets';
import { refusal } from '../../../test/requests';
import { expireRedPackets, refundKey } from './expiry';
import { grabRedPacket } from './grab';

const DAY_MS = RED_PACKET_HOURS * 3_600_000;

describe.each(TEST_DATABASES)('red packet expiry on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => {
    testApp = app;
  });

  const sendBy = (sender: PacketPlayer, fields: object) => sentPacket(testApp, sender, fields);
  const packetRow = (id: number) =>
    testApp.context.db
      .selectFrom('red_packets')
      .select(['status', 'refunded_amount', 'taken_amount', 'refund_transfer_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const refundsOf = async (id: number) =>
    (
      await testApp.context.db
        .selectFrom('transfers')
        .select('id')
        .where('kind', '=', 'red_packet_refund')
        .where('reference', '=', `red-packet:${id}`)
        .execute()
    ).length;
  const sharesTotal = async (id: number) =>
    (
      await testApp.context.db.selectFrom('red_packet_shares').select('amount').where('packet_id', '=', id).execute()
    ).reduce((sum, share) => sum + Number(share.amount), 0);

  it('refunds the rest to the sender once at expires_at, and refuses grabs from then on', async () => {
    const sender = await packetPlayer(testApp, 10);
    const [taker, late] = [await packetPlayer(testApp), await packetPlayer(testApp)];
    const packet = await sendBy(sender, { total: '3', count: 3, split: 'equal' });
    expect((await grabPacket(testApp, taker.token, packet.code)).result.amount).toBe('1.000000');
    testApp.advanceTime(DAY_MS - 1_000);
    await expireRedPackets(testApp.context);
    expect((await packetRow(packet.id)).status).toBe('open');
    testApp.advanceTime(1_000);
    expect(await grabPacket(testApp, late.token, packet.code)).toEqual(refusal(apiMessages.redPacketExpired));
    const run = await expireRedPackets(testApp.context);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    const row = await packetRow(packet.id);
    expect({ ...row, refunded_amount: Number(row.refunded_amount) }).toMatchObject({
      status: 'expired',
      refunded_amount: 2 * USDT,
    });
    const refund = await testApp.context.db
      .selectFrom('transfers')
      .select(['id', 'idempotency_key'])
      .where('id', '=', row.refund_transfer_id!)
      .executeTakeFirstOrThrow();
    expect(refund.idempotency_key).toBe(refundKey(packet.id));
    expect(await walletBalanceOf(testApp, sender.id)).toBe(9 * USDT);
    expect(await holdBalanceOf(testApp, packet.id)).toBe(0);
    // Run again: nothing more.
    await expireRedPackets(testApp.context);
    expect(await refundsOf(packet.id)).toBe(1);
    expect(await walletBalanceOf(testApp, sender.id)).toBe(9 * USDT);
    expect(await grabPacket(testApp, late.token, packet.code)).toEqual(refusal(apiMessages.redPacketExpired));
    const seen = await playerGet(testApp, sender.token, apiPaths.activity.redPacketView, { code: packet.code });
    expect(seen.result).toMatchObject({ status: 'expired', refunded_amount: '2.000000', taken_amount: '1.000000' });
  });

  it('refunds each packet once under concurrent runs, and leaves finished packets alone', async () => {
    const sender = await packetPlayer(testApp, 100);
    const taker = await packetPlayer(testApp);
    const packets = [];
    for (const total of ['1', '2.5', '4.000001']) packets.push(await sendBy(sender, { total, count: 4 }));
    const finished = await sendBy(sender, { total: '1', count: 1 });
    await grabPacket(testApp, taker.token, finished.code);
    await grabPacket(testApp, taker.token, packets[0]!.code);
    testApp.advanceTime(DAY_MS);
    const job = backgroundJobs(testApp.context.config).find((candidate) => candidate.name === 'red-packet-expiry')!;
    expect(job.intervalMs).toBe(60_000);
    await Promise.all([
      expireRedPackets(testApp.context),
      expireRedPackets(testApp.context),
      expireRedPackets(testApp.context),
      runWithLease(testApp.context, job.name, job.leaseMs, () => job.run(testApp.context)),
    ]);
    for (const packet of packets) {
      expect(await refundsOf(packet.id)).toBe(1);
      expect((await packetRow(packet.id)).status).toBe('expired');
      expect(await holdBalanceOf(testApp, packet.id)).toBe(0);
    }
    const taken = await sharesTotal(packets[0]!.id);
    expect(await walletBalanceOf(testApp, sender.id)).toBe(100 * USDT - 1 * USDT - taken);
    expect(await packetRow(finished.id)).toMatchObject({ status: 'finished', refund_transfer_id: null });
    expect(await refundsOf(finished.id)).toBe(0);
  });

  it('never pays a share twice when grabs and the expiry race', async () => {
    const sender = await packetPlayer(testApp, 50);
    const players = await Promise.all(Array.from({ length: 12 }, () => packetPlayer(testApp)));
    const packet = await sendBy(sender, { total: '20', count: 10 });
    const senderAfterSend = await walletBalanceOf(testApp, sender.id);
    const sentAt = testApp.context.now().getTime();
    testApp.advanceTime(DAY_MS);
    // Grabs that began just before expires_at, racing the job that runs at expires_at.
    const justBefore = { ...testApp.context, now: () => new Date(sentAt + DAY_MS - 5_000) };
    const outcomes = await Promise.allSettled([
      ...players.slice(0, 6).map((player) => grabRedPacket(justBefore, player.id, packet.code)),
      expireRedPackets(testApp.context),
      expireRedPackets(testApp.context),
      ...players.slice(6).map((player) => grabPacket(testApp, player.token, packet.code)),
    ]);
    // The grabs on the app's clock (at expires_at) are all refused.
    for (const outcome of outcomes.slice(8))
      expect(outcome).toEqual({ status: 'fulfilled', value: refusal(apiMessages.redPacketExpired) });
    const taken = await sharesTotal(packet.id);
    const row = await packetRow(packet.id);
    expect(row.status).toBe('expired');
    expect(Number(row.taken_amount)).toBe(taken);
    expect(Number(row.refunded_amount)).toBe(20 * USDT - taken);
    expect(await refundsOf(packet.id)).toBe(1);
    expect(await holdBalanceOf(testApp, packet.id)).toBe(0);
    expect(await walletBalanceOf(testApp, sender.id)).toBe(senderAfterSend + 20 * USDT - taken);
  });
});
