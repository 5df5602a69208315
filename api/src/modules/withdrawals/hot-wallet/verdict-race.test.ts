/**
 * The payout verdict under contention and on rows from before it existed: of two operators'
 * verdicts at once exactly one applies; a payout that expired by itself under the old rule (no
 * verdict) blocks every approval of its withdrawal until one is recorded. Both databases.
 */
import { randomAddress } from 'demo-chain';
import { apiMessages, apiPaths, microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { useHotWalletChain } from '../../../test/hot-wallet-chain';
import { bearer } from '../../../test/players';
import { operatorToken, refusal } from '../../../test/requests';
import { ABSENCE_CHECKS } from '../../chain/absence';

const { withdrawals } = apiPaths.admin;

describe.each(TEST_DATABASES)('payout verdicts at once, and legacy expiries, on %s', (database) => {
  const world = useHotWalletChain(database);
  const { approve, pass, passExpiry, later, withdrawal, payouts } = world;
  const app = () => world.suite().testApp;
  const post = async (url: string, payload: object, token: string) =>
    (await app().call({ method: 'POST', url, payload, headers: bearer(token) })).body;
  const verdictAuditRows = async (id: number) =>
    (
      await world
        .context()
        .db.selectFrom('audit_log')
        .select('after_json')
        .where('entity', '=', 'withdrawal')
        .where('entity_id', '=', String(id))
        .execute()
    ).filter((row) => row.after_json?.includes('"verdict"'));

  /** A hot-wallet payout that never left (the process died before its broadcast). */
  async function neverBroadcast() {
    const request = await world.suite().withdrawalInReview({ address: randomAddress(), amount: microUsdt(3_000_000) });
    await expect(approve(request.id, world.crashingClient())).rejects.toThrow();
    return request;
  }

  it('applies exactly one of two verdicts recorded at once; the other operator is refused', async () => {
    const request = await neverBroadcast();
    await passExpiry();
    for (let observed = 0; observed < ABSENCE_CHECKS; observed += 1) {
      await pass();
      later();
    }
    expect(await withdrawal(request.id)).toMatchObject({ state: 'verify' });
    const tokens = [await operatorToken(app(), undefined, 'finance'), await operatorToken(app(), undefined, 'finance')];
    // Both read the chain before either opens its transaction.
    world.gate(2);
    const url = `${withdrawals}/${request.id}/payout-verdict`;
    const answers = await Promise.all(tokens.map((token) => post(url, { verdict: 'not_on_chain' }, token)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.code !== 200)).toEqual(refusal(apiMessages.withdrawVerdictTaken));
    expect(await withdrawal(request.id)).toMatchObject({ state: 'review' });
    expect(await payouts(request.id)).toEqual([
      expect.objectContaining({ status: 'expired', verdict: 'not_on_chain' }),
    ]);
    expect(await verdictAuditRows(request.id)).toHaveLength(1);
  });

  it('blocks a withdrawal whose payout expired by itself before this change until the verdict, then pays it', async () => {
    const request = await neverBroadcast();
    // What the old job left: the payout expired with no verdict, the withdrawal back in review.
    await world
      .context()
      .db.updateTable('withdrawal_payouts')
      .set({ status: 'expired', error: 'expired with no receipt' })
      .where('withdrawal_id', '=', request.id)
      .execute();
    await world.context().db.updateTable('withdrawals').set({ state: 'review' }).where('id', '=', request.id).execute();
    const token = await operatorToken(app(), undefined, 'finance');
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawPayoutUnverified });
    for (const [action, payload] of [
      ['approve', { method: 'chain_tx', tx_id: 'cd'.repeat(32) }],
      ['claim', {}],
      ['reject', { reason: '未核实' }],
    ] as const)
      expect(await post(`${withdrawals}/${request.id}/${action}`, payload, token)).toEqual(
        refusal(apiMessages.withdrawPayoutUnverified),
      );
    // The chain decides when: not yet past the payout's expiration, it may still land.
    const url = `${withdrawals}/${request.id}/payout-verdict`;
    expect(await post(url, { verdict: 'not_on_chain' }, token)).toEqual(refusal(apiMessages.withdrawVerdictNotExpired));
    await passExpiry();
    expect(await post(url, { verdict: 'not_on_chain' }, token)).toMatchObject({
      code: 200,
      result: { state: 'review' },
    });
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'expired', verdict: 'not_on_chain' });

    const again = await approve(request.id);
    world.demo().chain.solidifyAll();
    expect(await pass()).toMatchObject({ confirmed: 1 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: again.txId });
  });
});
