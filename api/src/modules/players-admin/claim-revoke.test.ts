/**
 * Revoking a wrongly paid promotion bonus, on both databases: the claim's amount debited (capped at
 * the balance) back to the promotion expense, its turnover requirement removed, once however many
 * operators revoke at the same time, audited, 财务 and 超级管理员 only.
 */
import { apiPaths, formatUsdt, microUsdt, moneyControlMessages, parseUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { bearer } from '../../test/players';
import { claimRequestId, putPromotion, receiveCall } from '../../test/promotions';
import { callAs } from '../../test/protection';
import { walletBalanceOf } from '../../test/provider';
import { operatorToken, refusal } from '../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';

const USDT = 1_000_000;
const FIRST_DEPOSIT = { scope: 'first', min_deposit: '10', percent: 5000, cap: '888', turnover_multiple: 5 };
const revokePath = (playerId: number, claimId: number) =>
  `${apiPaths.admin.players}/${playerId}/promotion-claims/${claimId}/revoke`;

describe.each(TEST_DATABASES)('revoking a promotion claim on %s', (database) => {
  let suite: WithdrawalSuite;
  let finance: string;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
    finance = await operatorToken(suite.testApp, undefined, 'finance');
    await putPromotion(suite.testApp, { type: 1, title: '首充豪礼', params: FIRST_DEPOSIT });
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });

  /** A player who deposited about 100 (a unique amount) and claimed the first-deposit bonus (half, with 5× turnover). */
  async function claimedPlayer() {
    const player = await suite.player();
    const credited = await suite.deposit(player.token, '100');
    const claim = await receiveCall(suite.testApp, player.token, {
      activity_type: 1,
      tier: 0,
      request_id: claimRequestId(),
    });
    expect(claim.code).toBe(200);
    return { ...player, credited, claimId: claim.result.claim_id as number, bonus: parseUsdt(claim.result.amount)! };
  }
  const requirements = (playerId: number) =>
    suite.testApp.context.db
      .selectFrom('turnover_requirements')
      .select(['source', 'required'])
      .where('player_id', '=', playerId)
      .where('closed_at', 'is', null)
      .orderBy('id')
      .execute();
  const revoke = (playerId: number, claimId: number, token = finance, reason: string | undefined = '重复发放') =>
    callAs(suite.testApp, token, 'POST', revokePath(playerId, claimId), reason === undefined ? {} : { reason });

  it('debits the bonus and removes its turnover requirement, once of five at the same time, audited', async () => {
    const player = await claimedPlayer();
    const before = await requirements(player.id);
    expect(before.map((row) => row.source)).toContain(`bonus:${player.claimId}`);
    const others = await Promise.all([1, 2, 3, 4].map(() => operatorToken(suite.testApp, undefined, 'finance')));
    const answers = await Promise.all([finance, ...others].map((token) => revoke(player.id, player.claimId, token)));
    const done = answers.filter((answer) => answer.code === 200);
    expect(done).toHaveLength(1);
    for (const answer of answers.filter((one) => one.code !== 200))
      expect(answer).toEqual(refusal(moneyControlMessages.claimRevoked));
    expect(done[0].result).toMatchObject({
      claim_id: player.claimId,
      claim_amount: formatUsdt(player.bonus),
      debited: formatUsdt(player.bonus),
      turnover_removed: formatUsdt(microUsdt(player.bonus * 5)),
      reason: '重复发放',
    });
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(player.credited);
    // The deposit's own requirement stays; only the bonus's goes.
    expect(await requirements(player.id)).toEqual(before.filter((row) => row.source !== `bonus:${player.claimId}`));
    expect(await revoke(player.id, player.claimId)).toEqual(refusal(moneyControlMessages.claimRevoked));
    const audited = await suite.testApp.context.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'promotion_claim_revocations')
      .where('entity_id', '=', String(player.claimId))
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['create']);
    const listed = await callAs(
      suite.testApp,
      finance,
      'GET',
      `${apiPaths.admin.players}/${player.id}/claim-revocations`,
    );
    expect(listed.result.list).toEqual([done[0].result]);
    // The player's 交易记录 names it; the bonus records net it off.
    const bills = await callAs(suite.testApp, player.token, 'POST', apiPaths.records.billChange, { period: 'today' });
    expect(bills.result.list[0]).toMatchObject({ kind_name: '奖励撤销', amount: `-${formatUsdt(player.bonus)}` });
  });

  it('debits no more than the balance, and nothing (no transfer) from an empty wallet', async () => {
    const player = await claimedPlayer();
    // Spend down to 20 with two corrections within the single-approval amount.
    for (const amount of ['-100', '-30'])
      expect(
        (
          await callAs(suite.testApp, suite.operator, 'POST', apiPaths.admin.adjustments, {
            player_id: player.id,
            amount,
            reason: '测试扣减',
            request_id: claimRequestId(),
          })
        ).result.status,
      ).toBe('applied');
    const left = await walletBalanceOf(suite.testApp, player.id);
    expect(left).toBe(player.credited + player.bonus - 130 * USDT);
    const capped = await revoke(player.id, player.claimId);
    expect(capped.result).toMatchObject({
      claim_amount: formatUsdt(player.bonus),
      debited: formatUsdt(microUsdt(left)),
    });
    expect(await walletBalanceOf(suite.testApp, player.id)).toBe(0);

    const empty = await claimedPlayer();
    const debit = (amount: string) =>
      callAs(suite.testApp, suite.operator, 'POST', apiPaths.admin.adjustments, {
        player_id: empty.id,
        amount,
        reason: '测试扣减',
        request_id: claimRequestId(),
      });
    expect((await debit('-100')).result.status).toBe('applied');
    const rest = await walletBalanceOf(suite.testApp, empty.id);
    expect((await debit(`-${formatUsdt(microUsdt(rest))}`)).result.status).toBe('applied');
    const nothing = await revoke(empty.id, empty.claimId);
    expect(nothing.result).toMatchObject({
      debited: '0.000000',
      transfer_id: null,
      turnover_removed: formatUsdt(microUsdt(empty.bonus * 5)),
    });
  });

  it("refuses an unknown claim, another player's claim, a missing reason; 运营 and 客服 get 403", async () => {
    const player = await claimedPlayer();
    const other = await suite.player();
    expect(await revoke(other.id, player.claimId)).toEqual(refusal(moneyControlMessages.claimNotFound, 404));
    expect(await revoke(player.id, 999_999_999)).toEqual(refusal(moneyControlMessages.claimNotFound, 404));
    expect(await revoke(player.id, player.claimId, finance, ' ')).toEqual(
      refusal(moneyControlMessages.revokeReasonRequired),
    );
    for (const role of ['operations', 'support'] as const) {
      const token = await operatorToken(suite.testApp, undefined, role);
      const response = await suite.testApp.call({
        method: 'POST',
        url: revokePath(player.id, player.claimId),
        headers: bearer(token),
        payload: { reason: 'x' },
      });
      expect(response.status, role).toBe(403);
    }
    expect((await revoke(player.id, player.claimId, suite.operator)).code).toBe(200);
  });
});
