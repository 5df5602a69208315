/**
 * A watched manual payout the chain does not confirm: reverted on solidification, or gone from both
 * nodes (chain/absence.ts's rule: three spaced `{}` observations), waits in 待核实 with the chain's
 * answer and its hold; Error answers and a lagging node never count. Job passes racing each other
 * and an operator's 立即核验 complete it exactly once. On both databases, against the demo chain.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { usePayoutWatch } from '../../../test/payout-watch';
import { refusal } from '../../../test/requests';
import { USDT } from '../../../test/review-withdrawals';
import { ABSENCE_CHECKS } from '../../chain/absence';
import { TronApiError } from '../../chain/trongrid-client';

const HEAD_TRANSACTION = '/wallet/gettransactionbyid';
const SOLID_RECEIPT = '/walletsolidity/gettransactioninfobyid';

describe.each(TEST_DATABASES)('a watched manual payout the chain does not confirm on %s', (database) => {
  const world = usePayoutWatch(database);
  const { pending, pay, approve, recheck, pass, withdrawal, payouts } = world;
  const chain = () => world.demo().chain;
  const later = () => world.suite().testApp.advanceTime(2 * 60_000);
  const holdOf = async (id: number) =>
    (
      await world
        .suite()
        .testApp.context.db.selectFrom('holds')
        .select('status')
        .where('id', '=', (await withdrawal(id)).hold_id)
        .executeTakeFirstOrThrow()
    ).status;
  /** Both witnesses of absence answer `{}` once (a node that lost the transaction, or lags). */
  const vanishOnce = () => {
    chain().fault({ kind: 'empty', count: 1, pathPrefix: SOLID_RECEIPT });
    chain().fault({ kind: 'empty', count: 1, pathPrefix: HEAD_TRANSACTION });
  };

  it("moves a transaction that reverts on solidification to 待核实 with the chain's answer; the verdict returns it to review", async () => {
    const { id, address, playerId } = await pending();
    const txId = pay(address, '40', { fail: true });
    chain().mine(1);
    // The full node has the block but not yet its receipt: seen, nothing to judge yet.
    world.hideHeadReceipts(true);
    expect((await approve(id, txId)).result.payouts[0]).toMatchObject({ status: 'broadcast', confirmations: 0 });
    chain().solidifyAll();
    expect(await pass()).toMatchObject({ failed: 1, completed: 0 });
    expect((await withdrawal(id)).state).toBe('verify');
    const [payout] = await payouts(id);
    expect(payout).toMatchObject({ status: 'failed', error: apiMessages.withdrawTxFailed, verified_by: null });
    expect(JSON.parse(payout!.chain_answer).transaction_info.receipt.result).toBe('REVERT');
    expect(await holdOf(id)).toBe('pending');
    expect(await approve(id, pay(address, '40'))).toEqual(refusal(apiMessages.withdrawVerifyPending));
    // The operator records the chain's answer (read again by the server): back to review, payable again.
    const verdict = await world
      .suite()
      .asOperator('POST', `${apiPaths.admin.withdrawals}/${id}/payout-verdict`, { verdict: 'failed' });
    expect(verdict.result).toMatchObject({ state: 'review' });
    const good = pay(address, '40');
    chain().solidifyAll();
    expect((await approve(id, good)).result).toMatchObject({ state: 'paid', tx_id: good });
    expect(await world.suite().balance(playerId)).toBe(59 * USDT);
  });

  it('moves a transaction gone from both nodes to 待核实 only after three spaced absences; Error answers and lag count nothing', async () => {
    const { id, address } = await pending();
    const txId = pay(address, '40');
    chain().mine(1);
    expect((await approve(id, txId)).result.state).toBe('paying');
    // java-tron's rate limiter (HTTP 200 {"Error"}) on the witness: the pass ends, nothing counted.
    chain().fault({ kind: 'error200', count: 1, pathPrefix: HEAD_TRANSACTION });
    await expect(pass()).rejects.toBeInstanceOf(TronApiError);
    expect((await payouts(id))[0]).toMatchObject({ absent_checks: 0, status: 'broadcast' });
    vanishOnce();
    expect(await pass()).toMatchObject({ absent: 1 });
    // Too soon after the last one: not counted.
    vanishOnce();
    expect(await pass()).toMatchObject({ absent: 0, watching: 1 });
    expect((await payouts(id))[0]!.absent_checks).toBe(1);
    // The node shows it again: it lagged, the series starts over.
    later();
    expect(await pass()).toMatchObject({ watching: 1 });
    expect((await payouts(id))[0]).toMatchObject({ absent_checks: 0, last_absent_at: null });
    for (let observed = 1; observed <= ABSENCE_CHECKS; observed += 1) {
      later();
      vanishOnce();
      expect(await pass()).toMatchObject(observed < ABSENCE_CHECKS ? { absent: 1 } : { unresolved: 1 });
    }
    expect((await payouts(id))[0]).toMatchObject({ status: 'unresolved', absent_checks: ABSENCE_CHECKS });
    const answer = JSON.parse((await payouts(id))[0]!.chain_answer);
    expect(answer).toMatchObject({ 'wallet/gettransactionbyid': {}, 'walletsolidity/gettransactioninfobyid': {} });
    expect((await withdrawal(id)).state).toBe('verify');
    expect(await holdOf(id)).toBe('pending');
    expect(await recheck(id)).toEqual(refusal(apiMessages.withdrawWatchNothing));
    // It was there after all: the operator's verdict, checked on chain, completes it once.
    chain().solidifyAll();
    const paid = await world
      .suite()
      .asOperator('POST', `${apiPaths.admin.withdrawals}/${id}/payout-verdict`, { verdict: 'paid' });
    expect(paid.result).toMatchObject({ state: 'paid', tx_id: txId });
  });

  it('completes exactly once when two job passes and an operator’s 立即核验 look at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id, address, playerId } = await pending();
      const txId = pay(address, '40');
      chain().mine(1);
      expect((await approve(id, txId)).result.state).toBe('paying');
      chain().solidifyAll();
      const platform = await world.suite().platform();
      // All three read the solidified receipt before any of them writes.
      world.gate(txId, 3);
      const [first, second, operator] = await Promise.all([pass(), pass(), recheck(id)]);
      expect(first.completed + second.completed, `round ${round}`).toBeLessThanOrEqual(1);
      expect(operator, JSON.stringify(operator)).toMatchObject({ code: 200, result: { state: 'paid' } });
      expect(await withdrawal(id)).toMatchObject({ state: 'paid', paid_tx_id: txId });
      expect(await world.suite().platform()).toEqual({ paid: platform.paid + 40 * USDT, fees: platform.fees + USDT });
      expect(await world.suite().balance(playerId)).toBe(59 * USDT);
      const completions = (await world.audits(id)).filter((entry) => entry.after.state === 'paid');
      expect(completions).toHaveLength(1);
      await world.suite().expectMoneyConsistent();
    }
  });
});
