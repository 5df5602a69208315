/**
 * A payout is proven absent only by repeated `{}` from both solidity endpoints, spaced in time:
 * error answers (`{"Error"}`, HTTP 200) and a lagging node's `{}` never send a withdrawal back to
 * review nor let it be paid twice. Against the demo chain, which answers as the real service
 * misbehaves when asked to (its faults), on both databases.
 */
import { randomAddress } from 'demo-chain';
import { apiMessages, microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { RECEIPT, SOLID_BLOCK, TRANSACTION, useHotWalletChain } from '../../../test/hot-wallet-chain';
import { TronApiError } from '../../chain/trongrid-client';
import { ABSENCE_CHECKS, ABSENCE_SPACING_MS } from '../../chain/absence';
import { settleHotWalletPayouts } from './settle';

describe.each(TEST_DATABASES)('absence of a hot-wallet payout on %s', (database) => {
  const world = useHotWalletChain(database);
  const { approve, pass, passExpiry, later, withdrawal, payouts, holdStatus, paidOut } = world;

  /** A withdrawal approved by hot wallet whose broadcast never left (the process died): it can never land. */
  async function neverBroadcast(amount = 5_000_000) {
    const request = await world.suite().withdrawalInReview({ address: randomAddress(), amount: microUsdt(amount) });
    await expect(approve(request.id, world.crashingClient())).rejects.toThrow('the process died');
    return request;
  }

  /** A withdrawal whose hot-wallet payout landed and solidified while no pass ran (the job was down). */
  async function landedUnseen(address = randomAddress(), amount = 6_000_000) {
    const request = await world.suite().withdrawalInReview({ address, amount: microUsdt(amount) });
    const started = await approve(request.id);
    expect(started.broadcast).toBe(true);
    world.demo().chain.solidifyAll();
    return { ...request, txId: started.txId, address };
  }

  /** Neither back in review nor payable again, one payout only. */
  async function expectStillHeld(id: number, state: 'paying' | 'verify') {
    expect(await withdrawal(id)).toMatchObject({ state });
    const refusal = state === 'paying' ? apiMessages.withdrawPaying : apiMessages.withdrawVerifyPending;
    await expect(approve(id)).rejects.toMatchObject({ message: refusal });
    expect(await payouts(id)).toHaveLength(1);
  }

  it('counts nothing on {"Error"} answers after the expiry: no second payout, verify after three real absences, never review', async () => {
    const request = await neverBroadcast();
    await passExpiry();
    // Rate-limited on either endpoint, or on the block: the pass ends, nothing counted.
    for (const path of [RECEIPT, TRANSACTION, SOLID_BLOCK]) {
      world.errorAnswers(path);
      await expect(pass()).rejects.toMatchObject({ name: TronApiError.name, kind: 'error-body' });
      expect((await payouts(request.id))[0]).toMatchObject({ status: 'signed', absent_checks: 0 });
      // Old code: the receipt's `{}` of the second pass sent it back to review, payable again.
      await expectStillHeld(request.id, 'paying');
      later();
    }
    for (let observed = 1; observed <= ABSENCE_CHECKS; observed += 1) {
      // An error answer between two observations changes nothing either.
      world.errorAnswers(TRANSACTION);
      await expect(pass()).rejects.toBeInstanceOf(TronApiError);
      expect((await payouts(request.id))[0]!.absent_checks).toBe(observed - 1);
      await pass();
      later();
    }
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'unresolved', absent_checks: ABSENCE_CHECKS });
    await expectStillHeld(request.id, 'verify');
    expect(await holdStatus(request.holdId)).toBe('pending');
  });

  it('pays once a payout that landed while the job was down, whatever error answers and lagging `{}` come first', async () => {
    const request = await landedUnseen();
    const paidBefore = await paidOut();
    await passExpiry();
    world.errorAnswers(RECEIPT);
    await expect(pass()).rejects.toBeInstanceOf(TronApiError);
    // The receipt lags (`{}`), the second endpoint is rate-limited: still nothing decided.
    world.emptyAnswers(RECEIPT);
    world.errorAnswers(TRANSACTION);
    await expect(pass()).rejects.toBeInstanceOf(TronApiError);
    await expectStillHeld(request.id, 'paying');
    expect(await pass()).toMatchObject({ confirmed: 1 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: request.txId });
    expect(await paidOut()).toBe(paidBefore + 6_000_000);
    expect(world.demo().chain.usdtBalance(request.address)).toBe(6_000_000n);
  });

  it('counts no absence while one endpoint shows the transaction; presence clears what was counted', async () => {
    const request = await landedUnseen();
    await passExpiry();
    // The receipt lags, the transaction is there: a lagging node, no observation.
    world.emptyAnswers(RECEIPT);
    expect(await pass()).toMatchObject({ waiting: 1, absent: 0 });
    const [lagging] = await payouts(request.id);
    expect(lagging).toMatchObject({ status: 'broadcast', absent_checks: 0 });
    expect(lagging!.error).toContain('without its receipt');
    // Both lag once: that is one observation (the rule cannot tell), and presence then clears it.
    later();
    world.emptyAnswers(RECEIPT);
    world.emptyAnswers(TRANSACTION);
    expect(await pass()).toMatchObject({ absent: 1 });
    expect((await payouts(request.id))[0]).toMatchObject({ absent_checks: 1 });
    later();
    world.emptyAnswers(RECEIPT);
    expect(await pass()).toMatchObject({ waiting: 1 });
    expect((await payouts(request.id))[0]).toMatchObject({ absent_checks: 0, last_absent_at: null });
    await expectStillHeld(request.id, 'paying');
    // The transaction endpoint lags, the receipt is there: confirmed.
    later();
    world.emptyAnswers(TRANSACTION);
    expect(await pass()).toMatchObject({ confirmed: 1, absent: 0 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: request.txId });
  });

  it('counts an absence only past the expiry and at least 2 minutes after the last; the third makes it unresolved (verify)', async () => {
    const request = await neverBroadcast(7_000_000);
    // Before the expiration `{}` from both proves nothing: the pass broadcasts (here, dies doing so).
    expect(await settleHotWalletPayouts(world.context(), world.crashingClient())).toMatchObject({ absent: 0 });
    expect((await payouts(request.id))[0]).toMatchObject({ absent_checks: 0 });
    await passExpiry();
    expect(await pass()).toMatchObject({ absent: 1 });
    const [first] = await payouts(request.id);
    expect(first).toMatchObject({ status: 'signed', absent_checks: 1 });
    expect(JSON.parse(first!.chain_answer)).toMatchObject({ gettransactioninfobyid: {}, gettransactionbyid: {} });
    // Too soon: nothing counted, twice.
    expect(await pass()).toMatchObject({ absent: 0, waiting: 1 });
    later(ABSENCE_SPACING_MS - 1_000);
    expect(await pass()).toMatchObject({ absent: 0, waiting: 1 });
    expect((await payouts(request.id))[0]).toMatchObject({ absent_checks: 1, last_absent_at: first!.last_absent_at });
    later(1_000);
    expect(await pass()).toMatchObject({ absent: 1 });
    await expectStillHeld(request.id, 'paying');
    later();
    expect(await pass()).toMatchObject({ unresolved: 1, absent: 0 });
    const [unresolved] = await payouts(request.id);
    expect(unresolved).toMatchObject({ status: 'unresolved', absent_checks: 3, verified_by: null });
    expect(unresolved!.error).toContain('absent from both solidity endpoints 3 times');
    await expectStillHeld(request.id, 'verify');
    expect(await holdStatus(request.holdId)).toBe('pending');
    // Ended: later passes leave it alone.
    later();
    expect(await pass()).toMatchObject({ unresolved: 0, absent: 0 });
  });

  it('pays exactly once a payout that landed but read `{}` from both endpoints for a while, the hold captured once', async () => {
    const request = await landedUnseen(randomAddress(), 8_000_000);
    const paidBefore = await paidOut();
    await passExpiry();
    for (let observed = 1; observed < ABSENCE_CHECKS; observed += 1) {
      world.emptyAnswers(RECEIPT);
      world.emptyAnswers(TRANSACTION);
      expect(await pass()).toMatchObject({ absent: 1 });
      await expectStillHeld(request.id, 'paying');
      later();
    }
    expect(await pass()).toMatchObject({ confirmed: 1 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: request.txId });
    expect(await holdStatus(request.holdId)).toBe('captured');
    expect(await paidOut()).toBe(paidBefore + 8_000_000);
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'confirmed', absent_checks: 2 });
    // Nothing more: a later pass, an approval, a verdict.
    later();
    expect(await pass()).toMatchObject({ confirmed: 0 });
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawDecided });
    expect(await paidOut()).toBe(paidBefore + 8_000_000);
    expect(world.demo().chain.usdtBalance(request.address)).toBe(8_000_000n);
  });
});
