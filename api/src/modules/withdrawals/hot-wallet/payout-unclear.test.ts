/**
 * A hot-wallet payout the chain did not pay: failed on chain (the hot wallet is short) or never
 * broadcast and expired. Neither returns its withdrawal to review by itself (old code did, at
 * once): it waits in verify (待核实), hold intact, until the operator's verdict; after it a new
 * approval signs a new transaction that pays. Against the demo chain, on both databases.
 */
import { randomAddress } from 'demo-chain';
import { apiMessages, microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { useHotWalletChain } from '../../../test/hot-wallet-chain';
import { playerBalance } from '../../ledger/accounts';
import { ABSENCE_CHECKS } from '../../chain/absence';
import { recordPayoutVerdict } from './verdict';

describe.each(TEST_DATABASES)('hot-wallet payouts the chain did not pay, on %s', (database) => {
  const world = useHotWalletChain(database);
  const { approve, pass, passExpiry, later, withdrawal, payouts, holdStatus } = world;
  const verdict = (id: number, value: 'failed' | 'not_on_chain') =>
    recordPayoutVerdict(world.context(), world.client(), world.suite().operatorId, { id, verdict: value });
  /** What the chain shows paid to `address`. */
  const received = (address: string) => world.demo().chain.usdtBalance(address);

  it('sends an expired payout to verify only after three spaced absences, hold intact; after the not_on_chain verdict a new approval signs a new one', async () => {
    const to = randomAddress();
    const request = await world.suite().withdrawalInReview({ address: to, amount: microUsdt(3_000_000) });
    await expect(approve(request.id, world.crashingClient())).rejects.toThrow();
    const [first] = await payouts(request.id);
    // Never broadcast; the chain's time passes the expiration and a solidified block proves it.
    await passExpiry();
    for (let observed = 1; observed <= ABSENCE_CHECKS; observed += 1) {
      // Old code: the first `{}` past expiry sent it straight back to review.
      expect(await withdrawal(request.id)).toMatchObject({ state: 'paying' });
      const last = observed === ABSENCE_CHECKS;
      expect(await pass()).toMatchObject({ absent: last ? 0 : 1, unresolved: last ? 1 : 0, rebroadcast: 0 });
      later();
    }
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'unresolved', broadcasts: 0, absent_checks: 3 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'verify' });
    // The system's move is audited, without an operator, with its reason.
    const audits = await world
      .context()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'withdrawal')
      .where('entity_id', '=', String(request.id))
      .execute();
    const moved = audits.find((row) => JSON.parse(row.after_json ?? '{}').state === 'verify');
    expect(moved).toMatchObject({ operator_id: null });
    expect(JSON.parse(moved!.after_json!)).toMatchObject({
      payout_id: first!.id,
      reason: expect.stringContaining('absent'),
    });
    expect(await holdStatus(request.holdId)).toBe('pending');
    expect(await playerBalance(world.context().db, request.playerId)).toBe(0);
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawVerifyPending });
    const late = await world.client().broadcastTransaction(JSON.parse(first!.signed_tx));
    expect(late).toMatchObject({ accepted: false, code: 'TRANSACTION_EXPIRATION_ERROR' });

    await verdict(request.id, 'not_on_chain');
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'expired', verdict: 'not_on_chain' });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'review' });
    const again = await approve(request.id);
    expect(again.txId).not.toBe(first!.tx_id);
    world.demo().chain.solidifyAll();
    expect(await pass()).toMatchObject({ confirmed: 1, unresolved: 0 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: again.txId });
    expect(received(to)).toBe(3_000_000n);
  });

  it('sends a payout the chain reverted (the hot wallet is short) to verify with its receipt kept, hold intact; the failed verdict returns it to review', async () => {
    const to = randomAddress();
    const request = await world.suite().withdrawalInReview({ address: to, amount: microUsdt(50_000_000_000) });
    const started = await approve(request.id);
    expect(started.broadcast).toBe(true);
    world.demo().chain.solidifyAll();
    expect(await pass()).toMatchObject({ failed: 1 });
    const [failed] = await payouts(request.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'receipt REVERT', verified_by: null });
    expect(JSON.parse(failed!.chain_answer).transaction_info).toMatchObject({
      id: started.txId,
      receipt: { result: 'REVERT' },
    });
    // Old code: straight back to review, payable again at once.
    expect(await withdrawal(request.id)).toMatchObject({ state: 'verify', paid_tx_id: null });
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawVerifyPending });
    expect(await holdStatus(request.holdId)).toBe('pending');
    expect(received(to)).toBe(0n);

    await verdict(request.id, 'failed');
    expect((await payouts(request.id))[0]).toMatchObject({
      status: 'failed',
      verdict: 'failed',
      verified_by: world.suite().operatorId,
    });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'review' });
    expect(await holdStatus(request.holdId)).toBe('pending');
  });
});
