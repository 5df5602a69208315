/**
 * No marketing on a break, on both databases: a player cooling off or self-excluded gets no bonus
 * or rebate claim and can neither send nor grab a red packet, and nothing moves; when the break
 * has ended the same claim pays. (A break ends every session; these calls use a token made before
 * it, the defence in depth behind the login refusal.)
 */
import { apiMessages } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBreak } from '../../test/deposit-limits';
import { TEST_DATABASES } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { bonusCredits, claimRequestId, putPromotion, receiveCall } from '../../test/promotions';
import { walletBalanceOf } from '../../test/provider';
import { grabPacket, packetPlayer, packetRequest, sendPacket, sentPacket } from '../../test/red-packets';
import { refusal } from '../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';

const USDT = 1_000_000;
const HOUR = 3_600_000;
const FIRST_DEPOSIT = { scope: 'first', min_deposit: '10', percent: 5000, cap: '888', turnover_multiple: 0 };
const onBreak = refusal(apiMessages.marketingOnBreak);

describe.each(TEST_DATABASES)('no marketing on a break on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });
  const context = () => suite.testApp.context;
  const inHours = (hours: number) => new Date(context().now().getTime() + hours * HOUR).toISOString();

  it('refuses a bonus and a rebate claim during a cool-off; after it the bonus pays', async () => {
    await putPromotion(suite.testApp, { type: 1, title: '首充豪礼', params: FIRST_DEPOSIT });
    const player = await suite.player();
    const credited = await suite.deposit(player.token, '40');
    await setBreak(context(), player.id, 'cool_off', inHours(24));
    const claim = { activity_type: 1, tier: 0, request_id: claimRequestId() };
    expect(await receiveCall(suite.testApp, player.token, claim)).toEqual(onBreak);
    expect(await receiveCall(suite.testApp, player.token, { task: 'rebate', request_id: claimRequestId() })).toEqual(
      onBreak,
    );
    expect(await bonusCredits(suite.testApp, player.id)).toEqual([]);
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(credited);
    suite.testApp.advanceTime(24 * HOUR + 1000);
    const paid = await receiveCall(suite.testApp, player.token, claim);
    expect(paid.code).toBe(200);
    expect(await bonusCredits(suite.testApp, player.id)).toHaveLength(1);
  });

  it('lets a player on a break neither send nor grab a red packet, and moves nothing', async () => {
    const sender = await packetPlayer(suite.testApp, 10);
    const excluded = await packetPlayer(suite.testApp, 10);
    const taker = await packetPlayer(suite.testApp);
    const packet = await sentPacket(suite.testApp, sender, { total: '2', count: 2, split: 'equal' });
    await setBreak(context(), excluded.id, 'exclusion', null);
    expect(await sendPacket(suite.testApp, excluded.token, packetRequest())).toEqual(onBreak);
    expect(await grabPacket(suite.testApp, excluded.token, packet.code)).toEqual(onBreak);
    expect(await walletBalanceOf(suite.testApp, excluded.id)).toBe(10 * USDT);
    // The packet keeps its shares for others.
    expect((await grabPacket(suite.testApp, taker.token, packet.code)).result.amount).toBe('1.000000');
  });

  it('refuses a grab by a player whose break has not ended, and allows it once it has', async () => {
    const sender = await packetPlayer(suite.testApp, 10);
    const cooling = await packetPlayer(suite.testApp);
    const packet = await sentPacket(suite.testApp, sender, { total: '1', count: 1 });
    await setBreak(context(), cooling.id, 'cool_off', inHours(1));
    expect(await grabPacket(suite.testApp, cooling.token, packet.code)).toEqual(onBreak);
    suite.testApp.advanceTime(HOUR + 1000);
    expect((await grabPacket(suite.testApp, cooling.token, packet.code)).result.amount).toBe('1.000000');
  });
});
