/**
 * A manual payout's transaction told apart on chain (unknown, seen n/19, solidified) against the demo
 * chain on both databases; a seen one submitted waits in paying (待链上确认) and the job's pass
 * completes it once solidified, exactly once; one transaction never pays two withdrawals.
 */
import { randomAddress } from 'demo-chain';
import { apiMessages, apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { usePayoutWatch } from '../../../test/payout-watch';
import { refusal } from '../../../test/requests';
import { USDT } from '../../../test/review-withdrawals';

describe.each(TEST_DATABASES)('a manual payout watched until solidified on %s', (database) => {
  const world = usePayoutWatch(database);
  const { pending, pay, approve, recheck, pass, withdrawal, payouts, audits } = world;
  const chain = () => world.demo().chain;

  it('says 未找到 for a transaction neither node knows, n/19 for one in a block not yet solidified, and pays a solidified one', async () => {
    const { id, address, playerId } = await pending();
    expect(await approve(id, 'cd'.repeat(32))).toEqual(refusal(apiMessages.withdrawTxNotFound));
    expect(apiMessages.withdrawTxNotFound).toBe('链上未找到该交易，请核对交易哈希');
    expect((await withdrawal(id)).state).toBe('review');

    const txId = pay(address, '40');
    chain().mine(1);
    const block = chain().head();
    chain().mine(4);
    const watched = await approve(id, txId);
    expect(watched.code).toBe(200);
    expect(watched.result).toMatchObject({ state: 'paying', status: 2, tx_id: null });
    expect(watched.result.payouts).toEqual([
      expect.objectContaining({
        method: 'chain_tx',
        status: 'broadcast',
        tx_id: txId,
        block_number: block,
        confirmations: 5,
      }),
    ]);
    // The hold stays until the chain decides; the queue shows it with its confirmations.
    expect(await world.suite().balance(playerId)).toBe(59 * USDT);
    const queue = await world.suite().asOperator('GET', `${apiPaths.admin.withdrawals}?state=paying&page=1&size=50`);
    const row = queue.result.list.find((item: { id: number }) => item.id === id);
    expect(row.payouts[0]).toMatchObject({ status: 'broadcast', confirmations: 5 });
    // Neither approved again nor rejected while the chain has not decided.
    expect(await approve(id, txId)).toEqual(refusal(apiMessages.withdrawPaying));
    const rejected = await world
      .suite()
      .asOperator('POST', `${apiPaths.admin.withdrawals}/${id}/reject`, { reason: '重复' });
    expect(rejected).toEqual(refusal(apiMessages.withdrawPaying));

    const other = await pending();
    const solid = pay(other.address, '40');
    chain().solidifyAll();
    expect((await approve(other.id, solid)).result).toMatchObject({ state: 'paid', tx_id: solid });
    // The first one's transaction is solidified too now: the pass completes it.
    expect(await pass()).toMatchObject({ completed: 1 });
    expect((await withdrawal(id)).state).toBe('paid');
  });

  it('completes by itself once the solidity node confirms it, exactly once, audited', async () => {
    const { id, address, playerId } = await pending();
    const txId = pay(address, '40');
    chain().mine(1);
    const block = chain().head();
    expect((await approve(id, txId)).result.payouts[0].confirmations).toBe(1);
    const platform = await world.suite().platform();
    chain().mine(6);
    expect(await pass()).toEqual({ completed: 0, failed: 0, unresolved: 0, absent: 0, watching: 1 });
    expect((await payouts(id))[0]).toMatchObject({ status: 'broadcast', confirmations: 7 });
    const rechecked = await recheck(id);
    expect(rechecked.result).toMatchObject({ state: 'paying' });
    // The last block before the solidity node reaches it: 19/19, still not final.
    chain().mine(block + 18 - chain().head());
    expect(chain().solidified()).toBe(block - 1);
    expect((await payouts(id))[0]!.confirmations).toBe(7);
    expect((await pass()).watching).toBe(1);
    expect((await payouts(id))[0]!.confirmations).toBe(19);
    expect((await withdrawal(id)).state).toBe('paying');
    chain().mine(1);
    expect(await pass()).toMatchObject({ completed: 1, watching: 0 });
    expect(await withdrawal(id)).toMatchObject({ state: 'paid', paid_tx_id: txId });
    expect((await payouts(id))[0]).toMatchObject({ status: 'confirmed' });
    expect(await world.suite().platform()).toEqual({ paid: platform.paid + 40 * USDT, fees: platform.fees + USDT });
    expect(await world.suite().balance(playerId)).toBe(59 * USDT);
    // Again: nothing is watched any more, nothing moves twice.
    expect(await pass()).toMatchObject({ completed: 0 });
    expect(await recheck(id)).toEqual(refusal(apiMessages.withdrawWatchNothing));
    expect(await world.suite().platform()).toEqual({ paid: platform.paid + 40 * USDT, fees: platform.fees + USDT });
    const trail = await audits(id);
    expect(trail.map((entry) => [entry.operator_id !== null, entry.after.state])).toEqual([
      [true, 'paying'],
      [false, 'paid'],
    ]);
  });

  it('refuses at once a seen transaction whose full-node receipt shows the wrong payment', async () => {
    const { id, address } = await pending();
    const elsewhere = pay(randomAddress(), '40');
    const tooLittle = pay(address, '39');
    const reverted = pay(address, '40', { fail: true });
    chain().mine(1);
    expect(await approve(id, elsewhere)).toEqual(refusal(apiMessages.withdrawTxWrongAddress));
    expect(await approve(id, tooLittle)).toEqual(refusal(apiMessages.withdrawTxTooLittle));
    expect(await approve(id, reverted)).toEqual(refusal(apiMessages.withdrawTxFailed));
    expect(await payouts(id)).toEqual([]);
    expect((await withdrawal(id)).state).toBe('review');
  });

  it('never lets one transaction pay two withdrawals, watched or solidified', async () => {
    const first = await pending();
    const second = await world.suite().withdrawal({
      playerId: (await world.suite().newPlayer(100 * USDT)).id,
      amount: 40 * USDT,
      address: first.address,
    });
    const txId = pay(first.address, '40');
    chain().mine(1);
    expect((await approve(first.id, txId)).result.state).toBe('paying');
    expect(await approve(second, txId)).toEqual(refusal(apiMessages.withdrawTxUsed));
    chain().solidifyAll();
    expect(await approve(second, txId)).toEqual(refusal(apiMessages.withdrawTxUsed));
    expect(await pass()).toMatchObject({ completed: 1 });
    expect((await withdrawal(first.id)).state).toBe('paid');
    expect((await withdrawal(second)).state).toBe('review');
  });

  it('refuses in Chinese, deciding nothing, while the TRON API answers errors (never "not found")', async () => {
    const { id, address } = await pending();
    const txId = pay(address, '40');
    chain().mine(1);
    chain().fault({ kind: 'error200', count: 1, pathPrefix: '/wallet/gettransactionbyid' });
    expect(await approve(id, txId)).toEqual(refusal(apiMessages.withdrawChainUnavailable, 503));
    chain().fail(429, 1, '/wallet/getblock');
    expect(await approve(id, 'cd'.repeat(32))).toEqual(refusal(apiMessages.withdrawChainUnavailable, 503));
    expect(await payouts(id)).toEqual([]);
    expect((await approve(id, txId)).result.state).toBe('paying');
    chain().solidifyAll();
    expect(await pass()).toMatchObject({ completed: 1 });
  });
});
