import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { apiPaths, formatUsdt, MAX_AMOUNT } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depositSuite, POOL, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { deriveTronAddress } from '../tron/xpub';
import { ourDepositAddresses } from './intake';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('chain deposit intake on %s', (database) => {
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database);
  });
  afterAll(() => suite.testApp.close());
  afterEach(() => suite.expectMoneyConsistent());

  const db = () => suite.testApp.context.db;
  const depositOf = (txId: string) =>
    db().selectFrom('chain_deposits').selectAll().where('tx_id', '=', txId).executeTakeFirstOrThrow();
  const orderOf = (token: string, orderId: string) =>
    suite.asPlayer(token, apiPaths.wallet.rechargeOrderStatus, { order_id: orderId }).then((body) => body.result);

  it('credits the exact amount once; a replay is a duplicate', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '20');
    const transfer = suite.transfer(order.address, order.actual_amount);
    expect(await suite.receive(transfer)).toBe('credited');
    expect(await suite.receive(transfer)).toBe('duplicate');
    const paid = await orderOf(token, order.order_id);
    expect(paid).toMatchObject({ status: 'paid', credited_amount: order.actual_amount, tx_id: transfer.txId });
    expect((await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance).toBe(order.actual_amount);
    expect(await depositOf(transfer.txId)).toMatchObject({ status: 'credited', reason: null });
  });

  it('credits a payment of an order the player replaced meanwhile (its amount is still theirs); the new order waits', async () => {
    const { token } = await suite.newPlayer();
    const first = await suite.order(token, '21');
    const second = await suite.order(token, '22');
    expect(await suite.receive(suite.transfer(first.address, first.actual_amount))).toBe('credited');
    expect(await orderOf(token, first.order_id)).toMatchObject({
      status: 'paid',
      credited_amount: first.actual_amount,
    });
    expect(await orderOf(token, second.order_id)).toMatchObject({ status: 'open' });
    expect((await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance).toBe(first.actual_amount);
  });

  it('credits once when two watchers bring the same transfer at once', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '33');
    const transfer = suite.transfer(order.address, order.actual_amount);
    const outcomes = await Promise.all([suite.receive(transfer), suite.receive({ ...transfer })]);
    expect(outcomes.sort()).toEqual(['credited', 'duplicate']);
    expect((await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance).toBe(order.actual_amount);
  });

  it('pays an order once when two transfers for it arrive at once; the other waits for an operator', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '44');
    const transfers = [
      suite.transfer(order.address, order.actual_amount),
      suite.transfer(order.address, order.actual_amount),
    ];
    const outcomes = await Promise.all(transfers.map((transfer) => suite.receive(transfer)));
    expect([...outcomes].sort()).toEqual(['credited', 'unmatched']);
    const loser = transfers[outcomes.indexOf('unmatched')]!;
    expect((await depositOf(loser.txId)).reason).toBe('order_closed');
    expect((await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance).toBe(order.actual_amount);
  });

  it('leaves a wrong amount, a late payment and an unknown one unmatched, with a reason', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '40');
    const wrong = suite.transfer(order.address, '40');
    expect(await suite.receive(wrong)).toBe('unmatched');
    expect((await depositOf(wrong.txId)).reason).toBe('wrong_amount');
    const late = suite.transfer(order.address, order.actual_amount, {
      blockTimestamp: Date.parse(order.expires_at) + 1,
    });
    expect(await suite.receive(late)).toBe('unmatched');
    expect((await depositOf(late.txId)).reason).toBe('late');
    const early = suite.transfer(order.address, order.actual_amount, {
      blockTimestamp: Date.parse(order.created_at) - 1,
    });
    expect(await suite.receive(early)).toBe('unmatched');
    expect((await depositOf(early.txId)).reason).toBe('no_order');
    const huge = suite.transfer(POOL[2], '1', { amount: BigInt(MAX_AMOUNT) + 1n });
    expect(await suite.receive(huge)).toBe('unmatched');
    expect(await depositOf(huge.txId)).toMatchObject({
      reason: 'too_large',
      amount: null,
      raw_amount: String(BigInt(MAX_AMOUNT) + 1n),
    });
    expect((await orderOf(token, order.order_id)).status).toBe('open');
    expect((await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance).toBe('0.000000');
  });

  it('credits a payment made inside the window but read after the order expired', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '60');
    const transfer = suite.transfer(order.address, order.actual_amount, {
      blockTimestamp: Date.parse(order.expires_at) - 1000,
    });
    suite.testApp.advanceTime(45 * MINUTE);
    await suite.testApp.context.db
      .updateTable('deposit_orders')
      .set({ status: 'expired' })
      .where('status', '=', 'open')
      .execute();
    expect(await suite.receive(transfer)).toBe('credited');
    expect((await orderOf(token, order.order_id)).status).toBe('paid');
    // A second payment of the same amount finds the order closed.
    const again = suite.transfer(order.address, order.actual_amount, { blockTimestamp: transfer.blockTimestamp });
    expect(await suite.receive(again)).toBe('unmatched');
    expect((await depositOf(again.txId)).reason).toBe('order_closed');
  });

  it('leaves a transfer two orders could claim unmatched as ambiguous', async () => {
    const first = await suite.newPlayer();
    const second = await suite.newPlayer();
    const order = await suite.order(first.token, '70');
    // Two windows holding one amount cannot come from the allocation; written here by hand.
    const copy = await db()
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_no', '=', order.order_id)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('deposit_orders')
      .values({
        order_no: `${copy.order_no}X`,
        player_id: second.id,
        status: 'expired',
        address: copy.address,
        amount: copy.amount,
        actual_amount: copy.actual_amount,
        exact_amount: 1,
        created_at: copy.created_at,
        expires_at: copy.expires_at,
      })
      .execute();
    const transfer = suite.transfer(order.address, order.actual_amount);
    expect(await suite.receive(transfer)).toBe('unmatched');
    expect((await depositOf(transfer.txId)).reason).toBe('ambiguous');
  });
});

describe.each(TEST_DATABASES)('own deposit addresses (TRON_XPUB) on %s', (database) => {
  const account = HDKey.fromMasterSeed(mnemonicToSeedSync('abandon '.repeat(11) + 'about')).derive("m/44'/195'/0'");
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database, { config: { tronXpub: account.publicExtendedKey } });
  });
  afterAll(() => suite.testApp.close());
  afterEach(() => suite.expectMoneyConsistent());

  it('gives each player their own address, credits any amount to it, and watches it', async () => {
    const alice = await suite.newPlayer();
    const bob = await suite.newPlayer();
    const [first, second] = await Promise.all([suite.order(alice.token, '20'), suite.order(bob.token, '20')]);
    expect(new Set([first.address, second.address])).toEqual(
      new Set([deriveTronAddress(account, 0), deriveTronAddress(account, 1)]),
    );
    expect(first).toMatchObject({ actual_amount: '20.000000', exact_amount_required: false });
    expect((await suite.order(alice.token, '50')).address).toBe(first.address);
    const watched = await ourDepositAddresses(suite.testApp.context, -1);
    expect(watched.pool).toEqual([...POOL]);
    expect(watched.players.map((row) => row.address)).toEqual(expect.arrayContaining([first.address, second.address]));
    // Asked from the last index it knows, the watcher gets only what was derived since.
    expect((await ourDepositAddresses(suite.testApp.context, 1)).players).toEqual([]);

    expect(await suite.receive(suite.transfer(first.address, '12.345678'))).toBe('credited');
    const open = (await suite.asPlayer(alice.token, apiPaths.wallet.rechargeCurrent)).result;
    expect(open).toBeNull();
    // Without an open order the payment is still the player's, and shows as a paid order.
    expect(await suite.receive(suite.transfer(first.address, '7'))).toBe('credited');
    const balance = (await suite.asPlayer(alice.token, apiPaths.balanceRefresh)).result.balance;
    expect(balance).toBe(formatUsdt(19_345_678 as never));
    const records = (await suite.asPlayer(alice.token, apiPaths.records.inoutRecords, { type: 1 })).result;
    expect(records.list.map((record: { status: number }) => record.status)).toEqual([1, 1, 3]);
  });
});
