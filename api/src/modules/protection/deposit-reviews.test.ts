/**
 * Deposits that arrive beyond a limit, on both databases: credited all the same (the money is the
 * player's), one review and one event per deposit however often the watcher or the gateway
 * replays it, and no new order (chain or channel) while the review is open. A pool order paid
 * exactly as asked is no deposit over the limit; a break needs no review; withdrawals go on.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { apiMessages, apiPaths, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRefusal, protectionEventsOf, reviewsOf, setBreak, setClock, setLimit } from '../../test/deposit-limits';
import { depositSuite, POOL, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { walletBalanceOf } from '../../test/provider';
import { bearer } from '../../test/players';
import { operatorToken, refusal } from '../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';
import { depositCreditKey } from '../deposits/credit';
import { depositAccountKey, playerDepositAddress } from '../deposits/deposit-address';
import { insertDepositReviewOnce } from './deposit-review-store';

const USDT = 1_000_000;
/** 12:00 北京时间 on 2030-03-12: every deposit of a test falls on one day. */
const NOON = '2030-03-12T04:00:00.000Z';

describe.each(TEST_DATABASES)('deposits beyond a limit on own addresses on %s', (database) => {
  const account = HDKey.fromMasterSeed(mnemonicToSeedSync('abandon '.repeat(11) + 'about')).derive("m/44'/195'/0'");
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database, { config: { tronXpub: account.publicExtendedKey } });
    setClock(suite.testApp, NOON);
  });
  afterAll(async () => {
    await suite.expectMoneyConsistent();
    await suite.testApp.close();
  });

  const context = () => suite.testApp.context;
  /** An operator's call, with a session made at the suite's clock (the suite's own operator's lies years back). */
  const asOperator = async (url: string, payload: object) =>
    (await suite.testApp.call({ method: 'POST', url, payload, headers: bearer(await operatorToken(suite.testApp)) }))
      .body;
  const ownAddress = (playerId: number) =>
    playerDepositAddress(context(), depositAccountKey(context().config)!, playerId);

  it('credits a transfer beyond the limit, opens one review and one event however often it is replayed, and refuses new orders', async () => {
    const player = await suite.newPlayer();
    await setLimit(context(), player.id, 'deposit_24h', '50');
    const address = await ownAddress(player.id);
    expect(await suite.receive(suite.transfer(address, '30'))).toBe('credited');
    expect(await reviewsOf(context(), player.id)).toEqual([]);
    const beyond = suite.transfer(address, '40');
    expect(await suite.receive(beyond)).toBe('credited');
    expect(await suite.receive(beyond)).toBe('duplicate');
    expect(await suite.receive({ ...beyond })).toBe('duplicate');
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(70 * USDT);
    const reviews = await reviewsOf(context(), player.id);
    expect(reviews).toEqual([
      expect.objectContaining({
        source: 'chain',
        reference: depositCreditKey(beyond.txId, beyond.eventIndex),
        amount: 40 * USDT,
        limit_key: 'deposit_24h',
        status: 'open',
      }),
    ]);
    const events = await protectionEventsOf(context(), player.id, 'deposit_over_limit');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: 'system', operator_id: null });
    expect(JSON.parse(events[0]!.detail_json)).toMatchObject({
      source: 'chain',
      amount: '40',
      limits: [{ key: 'deposit_24h', limit: '50', used: '70' }],
    });
    expect(await suite.asPlayer(player.token, apiPaths.wallet.recharge, { amount: '20' })).toEqual(
      refusal(apiMessages.depositUnderReview),
    );
    // Later transfers are still the player's: credited, each with a review of its own.
    const more = suite.transfer(address, '5');
    expect(await suite.receive(more)).toBe('credited');
    expect((await reviewsOf(context(), player.id)).map((review) => review.amount)).toEqual([40 * USDT, 5 * USDT]);
  });

  it('credits a transfer to a player on a break without a review (no limit passed)', async () => {
    const player = await suite.newPlayer();
    await setBreak(context(), player.id, 'exclusion', null);
    expect(await suite.receive(suite.transfer(await ownAddress(player.id), '500'))).toBe('credited');
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(500 * USDT);
    expect(await reviewsOf(context(), player.id)).toEqual([]);
  });

  it('opens a review when an operator assigns an unmatched deposit beyond the limit, once', async () => {
    const player = await suite.newPlayer();
    await setLimit(context(), player.id, 'deposit_7d', '100');
    const transfer = suite.transfer(POOL[0], '120');
    expect(await suite.receive(transfer)).toBe('unmatched');
    const deposit = await context()
      .db.selectFrom('chain_deposits')
      .select('id')
      .where('tx_id', '=', transfer.txId)
      .executeTakeFirstOrThrow();
    const assign = () =>
      asOperator(`${apiPaths.admin.unmatchedDeposits}/${deposit.id}/assign`, { player_id: player.id });
    expect((await assign()).code).toBe(200);
    expect((await assign()).message).toBe(apiMessages.depositDecided);
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(120 * USDT);
    expect(await reviewsOf(context(), player.id)).toEqual([
      expect.objectContaining({ limit_key: 'deposit_7d', amount: 120 * USDT, status: 'open' }),
    ]);
    expect(await protectionEventsOf(context(), player.id, 'deposit_over_limit')).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('deposits beyond a limit on pool orders on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
    setClock(suite.testApp, NOON);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });
  const context = () => suite.testApp.context;

  it("pays an order at the limit with its tail without a review; the day's room is then used up", async () => {
    const player = await suite.newPlayer();
    await setLimit(context(), player.id, 'deposit_24h', '50');
    const order = await suite.order(player.token, '50');
    expect(order.actual_amount).not.toBe('50.000000');
    expect(await suite.receive(suite.transfer(order.address, order.actual_amount))).toBe('credited');
    expect(await reviewsOf(context(), player.id)).toEqual([]);
    expect(await suite.asPlayer(player.token, apiPaths.wallet.recharge, { amount: '20' })).toEqual(
      limitRefusal('deposit_24h', '50', '0', '2030-03-13 00:00'),
    );
  });

  it('opens a review when a replaced order is paid besides the new one beyond the limit', async () => {
    const player = await suite.newPlayer();
    await setLimit(context(), player.id, 'deposit_24h', '50');
    const first = await suite.order(player.token, '30');
    const second = await suite.order(player.token, '30');
    expect(await suite.receive(suite.transfer(first.address, first.actual_amount))).toBe('credited');
    const late = suite.transfer(second.address, second.actual_amount);
    expect(await suite.receive(late)).toBe('credited');
    expect(await reviewsOf(context(), player.id)).toEqual([
      expect.objectContaining({ reference: depositCreditKey(late.txId, 0), limit_key: 'deposit_24h' }),
    ]);
    expect(await suite.asPlayer(player.token, apiPaths.wallet.recharge, { amount: '20' })).toEqual(
      refusal(apiMessages.depositUnderReview),
    );
  });

  it('leaves withdrawals open to a player with limits and a deposit under review', async () => {
    const player = await suite.ready('100');
    await setLimit(context(), player.id, 'deposit_24h', '20');
    await setLimit(context(), player.id, 'loss_24h', '20');
    await insertDepositReviewOnce(context().db, {
      player_id: player.id,
      source: 'chain',
      reference: `test-review:${player.id}`,
      amount: microUsdt(30 * USDT),
      limit_key: 'deposit_24h',
      at: context().now().toISOString(),
    });
    const applied = await suite.apply(player.token, { amount: '50', address_id: player.addressId });
    expect(applied.code).toBe(200);
    expect(applied.result).toMatchObject({ amount: '50.000000', state: 'review' });
  });
});
