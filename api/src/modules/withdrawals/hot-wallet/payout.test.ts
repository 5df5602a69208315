/**
 * Hot-wallet payouts end to end inside the API: approval signs and stores, then broadcasts; the
 * withdrawal-payouts job confirms from the demo chain (its own HTTP server, which checks the
 * signature), on both databases. Each payout pays once, whatever crashes. A failed or expired one
 * waits for the operator's verdict: payout-unclear.test.ts.
 */
import { randomAddress, startDemoChain, type DemoChain } from 'demo-chain';
import { apiMessages, microUsdt } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { hotWalletSuite, type HotWalletSuite } from '../../../test/hot-wallet';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { TRANSFER_TOPIC } from '../../chain/classify';
import { createTronClient, type TronClient } from '../../chain/trongrid-client';
import { PLATFORM_ACCOUNTS } from '../../ledger/accounts';
import { selectBalanceByCode } from '../../ledger/store';
import { startHotWalletPayout } from './payout';
import { settleHotWalletPayouts } from './settle';

describe.each(TEST_DATABASES)('hot-wallet payouts through the demo chain on %s', (database) => {
  let demo: DemoChain;
  let suite: HotWalletSuite;
  beforeAll(async () => {
    demo = await startDemoChain({ autoMine: false });
    suite = await hotWalletSuite(database, demo);
    demo.chain.transfer({ to: suite.hotAddress, amount: '10000' });
    demo.chain.mine(1);
  });
  afterAll(async () => {
    await suite.close();
    await demo.close();
  });
  afterEach(() => expectLedgerInvariants(suite.testApp.context.db));

  const context = () => suite.testApp.context;
  const client = (): TronClient => createTronClient({ apiUrl: demo.url, pageLimit: 200 });
  /** A client whose process dies right after the commit, before its broadcast leaves. */
  const crashingClient = (): TronClient => ({
    ...client(),
    broadcastTransaction: () => Promise.reject(new Error('the process died before broadcasting')),
  });
  const pass = () => settleHotWalletPayouts(context(), client());
  const approve = (id: number, with_: TronClient = client()) =>
    startHotWalletPayout(context(), suite.operatorId, id, with_);
  const withdrawal = (id: number) =>
    context().db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const payouts = (id: number) =>
    context().db.selectFrom('withdrawal_payouts').selectAll().where('withdrawal_id', '=', id).orderBy('id').execute();
  const holdStatus = async (holdId: number) =>
    (await context().db.selectFrom('holds').select('status').where('id', '=', holdId).executeTakeFirstOrThrow()).status;
  const paidOut = async () => (await selectBalanceByCode(context().db, PLATFORM_ACCOUNTS.withdrawalsPaid)) ?? 0;
  /** Every USDT transfer the chain shows to `address`. */
  const transfersTo = async (address: string): Promise<Array<{ transaction_id: string; value: string }>> =>
    ((await (await fetch(`${demo.url}/v1/accounts/${address}/transactions/trc20?only_to=true`)).json()) as any).data;

  it('pays an approved withdrawal once: signed, stored, broadcast, confirmed from the solidified receipt; a replayed pass changes nothing', async () => {
    const to = randomAddress();
    const request = await suite.withdrawalInReview({ address: to, amount: microUsdt(25_500_000) });
    const paidBefore = await paidOut();
    const started = await approve(request.id);
    expect(started).toMatchObject({ withdrawalId: request.id, broadcast: true });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paying', decided_by: suite.operatorId });
    const [stored] = await payouts(request.id);
    expect(stored).toMatchObject({ method: 'hot_wallet', status: 'broadcast', tx_id: started.txId, broadcasts: 1 });
    expect(JSON.parse(stored!.signed_tx!).txID).toBe(started.txId);

    // In a block, not yet solid: nothing is decided, the same bytes go again (the node knows them).
    demo.chain.mine(1);
    expect(await pass()).toMatchObject({ confirmed: 0, rebroadcast: 1 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paying' });
    demo.chain.solidifyAll();
    expect(await pass()).toMatchObject({ confirmed: 1, failed: 0, unresolved: 0 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: started.txId });
    expect(await holdStatus(request.holdId)).toBe('captured');
    expect(await paidOut()).toBe(paidBefore + 25_500_000);
    expect(await transfersTo(to)).toEqual([
      expect.objectContaining({ transaction_id: started.txId, value: '25500000' }),
    ]);
    expect(demo.chain.usdtBalance(to)).toBe(25_500_000n);

    expect(await pass()).toEqual({ confirmed: 0, failed: 0, unresolved: 0, absent: 0, rebroadcast: 0, waiting: 0 });
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawDecided });
    expect(await payouts(request.id)).toHaveLength(1);
    expect(await paidOut()).toBe(paidBefore + 25_500_000);
    expect(await transfersTo(to)).toHaveLength(1);
  });

  it('survives a crash between signing and broadcast: the job broadcasts the stored transaction, same id, and it pays once', async () => {
    const to = randomAddress();
    const request = await suite.withdrawalInReview({ address: to, amount: microUsdt(7_000_000) });
    await expect(approve(request.id, crashingClient())).rejects.toThrow('the process died');
    const [signed] = await payouts(request.id);
    expect(signed).toMatchObject({ status: 'signed', broadcasts: 0 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paying' });
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawPaying });
    expect(await transfersTo(to)).toEqual([]);

    // The restart: a job pass (twice, as two runners past the lease would) sends the stored bytes.
    const reports = [await pass(), await pass()];
    expect(reports.map((report) => report.rebroadcast)).toEqual([1, 1]);
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'broadcast', tx_id: signed!.tx_id, broadcasts: 2 });
    demo.chain.solidifyAll();
    expect(await pass()).toMatchObject({ confirmed: 1 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid', paid_tx_id: signed!.tx_id });
    expect(await transfersTo(to)).toEqual([
      expect.objectContaining({ transaction_id: signed!.tx_id, value: '7000000' }),
    ]);
    expect(await payouts(request.id)).toHaveLength(1);
  });

  it('never returns to review a payout whose SUCCESS receipt pays something else: it waits for an operator, flagged', async () => {
    const to = randomAddress();
    const request = await suite.withdrawalInReview({ address: to, amount: microUsdt(4_000_000) });
    await expect(approve(request.id, crashingClient())).rejects.toThrow();
    const [signed] = await payouts(request.id);
    const real = client();
    const solidified = await real.solidifiedBlock();
    const lying: TronClient = {
      ...real,
      transactionInfo: async (txId) => ({
        id: txId,
        blockNumber: solidified.number,
        receipt: { result: 'SUCCESS' },
        log: [
          {
            address: 'a614f803b6fd780986a42c78ec9c7f77e6ded13c',
            topics: [TRANSFER_TOPIC, '0'.repeat(64), `${'0'.repeat(24)}${'11'.repeat(20)}`],
            data: (4_000_000).toString(16).padStart(64, '0'),
          },
        ],
      }),
    };
    expect(await settleHotWalletPayouts(context(), lying)).toMatchObject({ waiting: 1, failed: 0, rebroadcast: 0 });
    expect((await payouts(request.id))[0]).toMatchObject({ status: 'signed', tx_id: signed!.tx_id, broadcasts: 0 });
    expect((await payouts(request.id))[0]!.error).toContain('an operator must check it');
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paying' });
    expect(await holdStatus(request.holdId)).toBe('pending');
    // The truth comes in: the stored bytes go out and pay.
    await pass();
    demo.chain.solidifyAll();
    expect(await pass()).toMatchObject({ confirmed: 1 });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid' });
  });

  it('refuses to pay a withdrawal another operator claimed to pay by hand', async () => {
    const request = await suite.withdrawalInReview({ address: randomAddress(), amount: microUsdt(2_000_000) });
    const other = await context()
      .db.insertInto('operators')
      .values({
        username: `claimer${request.id}`,
        username_canonical: `claimer${request.id}`,
        password_hash: 'x',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context()
      .db.updateTable('withdrawals')
      .set({ claimed_by: other.id, claimed_at: new Date().toISOString() })
      .where('id', '=', request.id)
      .execute();
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawClaimedByOther });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'review' });
    expect(await payouts(request.id)).toEqual([]);
  });

  it('refuses without a key, for other address types, when decided or paying, and when the node is down; of two approvals at once one pays', async () => {
    const noKey = { ...context(), config: { ...context().config, hotWallet: { keyFile: undefined, pollMs: 0 } } };
    const request = await suite.withdrawalInReview({ address: randomAddress(), amount: microUsdt(2_000_000) });
    await expect(startHotWalletPayout(noKey, suite.operatorId, request.id, client())).rejects.toMatchObject({
      message: apiMessages.withdrawHotWalletOff,
    });
    const phone = await suite.withdrawalInReview({ address: '13800138000', amount: microUsdt(2_000_000), type: 2 });
    await expect(approve(phone.id)).rejects.toMatchObject({ message: apiMessages.withdrawHotWalletTypeOnly });
    await expect(approve(999_999)).rejects.toMatchObject({ message: apiMessages.withdrawUnknown });
    demo.chain.fail(503, 1, '/wallet/getblock');
    await expect(approve(request.id)).rejects.toMatchObject({ message: apiMessages.withdrawHotWalletChainDown });
    expect(await withdrawal(request.id)).toMatchObject({ state: 'review' });
    expect(await payouts(request.id)).toEqual([]);

    const results = await Promise.allSettled([approve(request.id), approve(request.id)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect([apiMessages.withdrawPaying, apiMessages.withdrawDecided]).toContain(refused.reason.message);
    expect(await payouts(request.id)).toHaveLength(1);
    demo.chain.solidifyAll();
    await pass();
    expect(await withdrawal(request.id)).toMatchObject({ state: 'paid' });
  });
});
