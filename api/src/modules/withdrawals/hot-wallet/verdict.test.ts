/**
 * The operator's verdict on a payout 待核实 (POST …/:id/payout-verdict): the server reads the chain
 * itself and records only what agrees with it; until then no approval path pays the withdrawal
 * again. Against the demo chain and its faults (error answers, a lagging node), on both databases.
 */
import { randomAddress } from 'demo-chain';
import { apiMessages, apiPaths, microUsdt, type PayoutVerdict } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { RECEIPT, TRANSACTION, useHotWalletChain } from '../../../test/hot-wallet-chain';
import { bearer } from '../../../test/players';
import { operatorToken, playerToken, refusal } from '../../../test/requests';
import { ABSENCE_CHECKS } from '../../chain/absence';

const { withdrawals } = apiPaths.admin;

describe.each(TEST_DATABASES)('the payout verdict on %s', (database) => {
  const world = useHotWalletChain(database);
  const { approve, pass, passExpiry, later, withdrawal, payouts, holdStatus, paidOut } = world;
  const app = () => world.suite().testApp;
  const finance = () => operatorToken(app(), undefined, 'finance');
  const post = async (url: string, payload: object, token?: string) =>
    (await app().call({ method: 'POST', url, payload, headers: bearer(token ?? (await finance())) })).body;
  const verdict = (id: number, value: PayoutVerdict | string, token?: string) =>
    post(`${withdrawals}/${id}/payout-verdict`, { verdict: value }, token);

  /** Three spaced passes past the expiry; `lying`: both endpoints answer `{}` whatever the chain holds. */
  async function toVerify(id: number, lying = false) {
    await passExpiry();
    for (let observed = 0; observed < ABSENCE_CHECKS; observed += 1) {
      if (lying) world.emptyAnswers(RECEIPT);
      if (lying) world.emptyAnswers(TRANSACTION);
      await pass();
      later();
    }
    expect(await withdrawal(id)).toMatchObject({ state: 'verify' });
  }

  /** Every way of paying or releasing it is refused with `message`, and nothing changed. */
  async function expectNoDecision(id: number, message: string) {
    const token = await finance();
    const before = await withdrawal(id);
    await expect(approve(id)).rejects.toMatchObject({ message });
    const routes = [
      [`${withdrawals}/${id}/approve`, { method: 'hot_wallet' }],
      [`${withdrawals}/${id}/approve`, { method: 'chain_tx', tx_id: 'ab'.repeat(32) }],
      [`${withdrawals}/${id}/claim`, {}],
      [`${withdrawals}/${id}/reject`, { reason: '核实中' }],
    ] as const;
    for (const [url, payload] of routes) expect(await post(url, payload, token)).toEqual(refusal(message));
    expect(await withdrawal(id)).toEqual(before);
  }

  /** What the player is told meanwhile: still in progress (审核中, state paying), never an operator's word. */
  async function expectPlayerSeesInProgress(playerId: number) {
    const token = await playerToken(app(), playerId);
    const info = await post(apiPaths.wallet.withdrawInfo, {}, token);
    expect(info.result.pending).toEqual([expect.objectContaining({ state: 'paying', status: 2 })]);
    const records = await post(apiPaths.records.inoutRecords, { period: 'today' }, token);
    const withdrawn = records.result.list.filter((record: { type: number }) => record.type === 2);
    expect(withdrawn).toEqual([expect.objectContaining({ status: 2 })]);
    expect(JSON.stringify([info, records])).not.toMatch(/verify|待核实/);
  }

  it('records not_on_chain only when both endpoints answer {} past the expiry; before it nothing pays, after it a new approval does', async () => {
    const request = await world.suite().withdrawalInReview({ address: randomAddress(), amount: microUsdt(4_000_000) });
    await expect(approve(request.id, world.crashingClient())).rejects.toThrow();
    await toVerify(request.id);
    await expectNoDecision(request.id, apiMessages.withdrawVerifyPending);
    await expectPlayerSeesInProgress(request.playerId);

    // The chain disagrees with the other verdicts; an error answer decides nothing (503); bad input; a role without money.
    expect(await verdict(request.id, 'failed')).toEqual(refusal(apiMessages.withdrawVerdictNotFailed));
    expect(await verdict(request.id, 'paid')).toEqual(refusal(apiMessages.withdrawTxNotFound));
    world.errorAnswers(TRANSACTION);
    expect(await verdict(request.id, 'not_on_chain')).toEqual(refusal(apiMessages.withdrawChainUnavailable, 503));
    expect(await verdict(request.id, 'maybe')).toMatchObject({
      code: 400,
      message: apiMessages.withdrawVerdictInvalid,
    });
    const support = await operatorToken(app(), undefined, 'operations');
    expect(
      (
        await app().call({
          method: 'POST',
          url: `${withdrawals}/${request.id}/payout-verdict`,
          payload: { verdict: 'not_on_chain' },
          headers: bearer(support),
        })
      ).status,
    ).toBe(403);
    expect(await withdrawal(request.id)).toMatchObject({ state: 'verify' });
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'unresolved', verified_by: null });

    const accepted = await verdict(request.id, 'not_on_chain');
    expect(accepted).toMatchObject({ code: 200, result: { state: 'review' } });
    const [ended] = await payouts(request.id);
    expect(ended).toMatchObject({ status: 'expired', verdict: 'not_on_chain', verified_by: expect.any(Number) });
    expect(JSON.parse(ended!.verdict_answer)).toMatchObject({
      verdict: 'not_on_chain',
      gettransactioninfobyid: {},
      gettransactionbyid: {},
    });
    expect(accepted.result.payouts[0]).toMatchObject({ verdict: 'not_on_chain', absent_checks: ABSENCE_CHECKS });
    const audit = await world
      .context()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'withdrawal')
      .where('entity_id', '=', String(request.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ state: 'verify' });
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      state: 'review',
      payout: { verdict: 'not_on_chain', status: 'expired' },
    });
    expect(await verdict(request.id, 'not_on_chain')).toEqual(refusal(apiMessages.withdrawVerdictNothing));
    expect(await holdStatus(request.holdId)).toBe('pending');

    const again = await approve(request.id);
    world.demo().chain.solidifyAll();
    expect(await pass()).toMatchObject({ confirmed: 1 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: again.txId });
  });

  it('refuses not_on_chain and failed for a payout that landed though both endpoints lied three times; paid completes it once', async () => {
    const address = randomAddress();
    const request = await world.suite().withdrawalInReview({ address, amount: microUsdt(9_000_000) });
    const started = await approve(request.id);
    world.demo().chain.solidifyAll();
    await toVerify(request.id, true);
    await expectNoDecision(request.id, apiMessages.withdrawVerifyPending);
    const paidBefore = await paidOut();
    expect(await verdict(request.id, 'not_on_chain')).toEqual(refusal(apiMessages.withdrawVerdictOnChain));
    // One endpoint still lags: the other one's presence is enough to refuse.
    world.emptyAnswers(RECEIPT);
    expect(await verdict(request.id, 'not_on_chain')).toEqual(refusal(apiMessages.withdrawVerdictOnChain));
    expect(await verdict(request.id, 'failed')).toEqual(refusal(apiMessages.withdrawVerdictNotFailed));
    expect(await withdrawal(request.id)).toMatchObject({ state: 'verify' });

    expect(await verdict(request.id, 'paid')).toMatchObject({
      code: 200,
      result: { state: 'paid', tx_id: started.txId },
    });
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'confirmed', verdict: 'paid' });
    expect(await holdStatus(request.holdId)).toBe('captured');
    expect(await paidOut()).toBe(paidBefore + 9_000_000);
    expect(await verdict(request.id, 'paid')).toEqual(refusal(apiMessages.withdrawDecided));
    expect(await paidOut()).toBe(paidBefore + 9_000_000);
    expect(world.demo().chain.usdtBalance(address)).toBe(9_000_000n);
  });

  it('records failed only on a solidified failed receipt; then the withdrawal may be rejected (hold released)', async () => {
    const request = await world
      .suite()
      .withdrawalInReview({ address: randomAddress(), amount: microUsdt(70_000_000_000) });
    await approve(request.id);
    world.demo().chain.solidifyAll();
    expect(await pass()).toMatchObject({ failed: 1 });
    await expectNoDecision(request.id, apiMessages.withdrawVerifyPending);
    expect(await verdict(request.id, 'not_on_chain')).toEqual(refusal(apiMessages.withdrawVerdictOnChain));
    expect(await verdict(request.id, 'paid')).toEqual(refusal(apiMessages.withdrawTxFailed));
    expect(await verdict(request.id, 'failed')).toMatchObject({ code: 200, result: { state: 'review' } });
    expect(JSON.parse((await payouts(request.id))[0]!.verdict_answer)).toMatchObject({
      gettransactioninfobyid: { receipt: { result: 'REVERT' } },
    });
    const rejected = await post(`${withdrawals}/${request.id}/reject`, { reason: '热钱包余额不足' });
    expect(rejected).toMatchObject({ code: 200, result: { state: 'rejected' } });
    expect(await holdStatus(request.holdId)).toBe('released');
  });
});
