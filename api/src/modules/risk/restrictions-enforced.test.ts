/**
 * The partial locks enforced on both databases: a player under 禁止提现 cannot request a withdrawal
 * (nor customer service on their behalf), under 禁止投注 the provider's bet call is refused with the
 * protection code (nothing moves; on PostgreSQL through the database function's batches too), under
 * 禁止领取优惠 promotions, rebates and red packets are refused; lifting the lock restores each.
 */
import { apiMessages, apiPaths, PROVIDER_WALLET_CODES, riskLockPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { protectionCalls } from '../../test/protection';
import { betBody, fundedGamePlayer, providerCall, USDT, walletBalanceOf, winBody } from '../../test/provider';
import { receiveCall } from '../../test/promotions';
import { grabPacket, packetPlayer, sentPacket } from '../../test/red-packets';
import { refusal } from '../../test/requests';
import { newRequestId, withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';

describe.each(TEST_DATABASES)('partial locks enforced on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });

  const lock = async (playerId: number, restriction: string, enabled = true) => {
    const body = await suite.asOperator('POST', riskLockPaths.playerRestrictions(playerId), {
      restriction,
      enabled,
      reason: enabled ? '风控调查' : '调查结束',
    });
    expect(body.code).toBe(200);
  };
  const withdrawalsOf = async (playerId: number) =>
    (await suite.testApp.context.db.selectFrom('withdrawals').select('id').where('player_id', '=', playerId).execute())
      .length;

  it("refuses a withdrawal request, and one on the player's behalf, until the lock is lifted", async () => {
    const player = await suite.ready('100');
    await lock(player.id, 'withdraw');
    expect(await suite.apply(player.token, { amount: '20', address_id: player.addressId })).toEqual(
      refusal(apiMessages.restrictedWithdraw),
    );
    // Customer service for a player on a break goes through the same request: refused as well.
    expect((await protectionCalls(suite.testApp, player.token).takeBreak('cool_off', '7d')).code).toBe(200);
    const onBehalf = await suite.asOperator('POST', `${apiPaths.admin.players}/${player.id}/protection/withdraw`, {
      request_id: newRequestId(),
      note: '玩家来电，已核对身份',
      amount: '20',
      address_id: player.addressId,
    });
    expect(onBehalf).toEqual(refusal(apiMessages.restrictedWithdraw));
    expect(await withdrawalsOf(player.id)).toBe(0);
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(100 * USDT);

    const free = await suite.ready('100');
    await lock(free.id, 'withdraw');
    await lock(free.id, 'bet'); // another lock does not stand in the way once withdraw is lifted
    await lock(free.id, 'withdraw', false);
    expect((await suite.apply(free.token, { amount: '20', address_id: free.addressId })).code).toBe(200);
  });

  it("refuses a locked player's bet with the protection code, moving nothing, and takes it once lifted", async () => {
    const gamer = await fundedGamePlayer(suite.testApp, 50 * USDT);
    await lock(gamer.id, 'bet');
    const refused = await providerCall(suite.testApp, 'bet', betBody(gamer, '5'));
    expect(refused.body).toEqual({ code: PROVIDER_WALLET_CODES.playerProtection, message: apiMessages.restrictedBet });
    expect(await walletBalanceOf(suite.testApp, gamer.id)).toBe(50 * USDT);

    // Bets arriving together (one statement of the database function on PostgreSQL): only the locked player's is refused.
    const others = await Promise.all([1, 2, 3].map(() => fundedGamePlayer(suite.testApp, 10 * USDT)));
    const answers = await Promise.all([
      ...others.map((other) => providerCall(suite.testApp, 'bet', betBody(other, '1'))),
      providerCall(suite.testApp, 'bet', betBody(gamer, '1')),
      ...others.map((other) => providerCall(suite.testApp, 'bet', betBody(other, '2'))),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual([200, 200, 200, 4010, 200, 200, 200]);
    for (const other of others) expect(await walletBalanceOf(suite.testApp, other.id)).toBe(7 * USDT);

    // A win of a round bet before the lock is still paid: the lock stops stakes, not payouts.
    await lock(gamer.id, 'bet', false);
    const bet = betBody(gamer, '5');
    expect((await providerCall(suite.testApp, 'bet', bet)).body.code).toBe(200);
    await lock(gamer.id, 'bet');
    expect((await providerCall(suite.testApp, 'win', winBody(gamer, bet, '8'))).body.code).toBe(200);
    expect(await walletBalanceOf(suite.testApp, gamer.id)).toBe(53 * USDT);
  });

  it('refuses promotion, rebate and red-packet claims of a locked player until lifted', async () => {
    const sender = await packetPlayer(suite.testApp, 10);
    const taker = await packetPlayer(suite.testApp);
    const packet = await sentPacket(suite.testApp, sender, { total: '1', count: 2, split: 'equal' });
    await lock(taker.id, 'claim');
    const restricted = refusal(apiMessages.restrictedClaim);
    expect(await grabPacket(suite.testApp, taker.token, packet.code)).toEqual(restricted);
    expect(await receiveCall(suite.testApp, taker.token, { task: 'rebate', request_id: newRequestId() })).toEqual(
      restricted,
    );
    expect(
      await receiveCall(suite.testApp, taker.token, { activity_type: 1, tier: 0, request_id: newRequestId() }),
    ).toEqual(restricted);
    expect(await walletBalanceOf(suite.testApp, taker.id)).toBe(0);

    await lock(taker.id, 'claim', false);
    expect((await grabPacket(suite.testApp, taker.token, packet.code)).result.amount).toBe('0.500000');
    // Past the lock, the claim meets its own rules again (nothing waits to be claimed here).
    expect(await receiveCall(suite.testApp, taker.token, { task: 'rebate', request_id: newRequestId() })).toEqual(
      refusal(apiMessages.rebateNothing),
    );
  });
});
