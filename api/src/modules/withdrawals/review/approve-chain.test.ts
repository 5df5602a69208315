/**
 * Approval with a chain transaction, verified against the demo chain (its own HTTP server) on both
 * databases: a good payout captures the hold once; every bad transaction is refused with its
 * message and nothing moves; approval racing rejection, and one transaction for two withdrawals.
 */
import { randomAddress, startDemoChain, type DemoChain, type TransferInput } from 'demo-chain';
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SENDER } from '../../../test/deposits';
import { TEST_DATABASES } from '../../../test/harness';
import { refusal } from '../../../test/requests';
import { USDT, reviewSuite, type ReviewSuite } from '../../../test/review-withdrawals';
import { createTronClient, type TronClient } from '../../chain/trongrid-client';

const { withdrawals } = apiPaths.admin;

describe.each(TEST_DATABASES)('approval by chain transaction on %s', (database) => {
  let suite: ReviewSuite;
  let demo: DemoChain;
  /** Called once an approval has read the chain, right before it opens its transaction. */
  let afterChainRead: (() => void) | null = null;
  /** While set, receipt reads wait until `expected` of them arrived: two approvals pass their checks before either commits. */
  let barrier: { expected: number; arrived: number; open: () => void; opened: Promise<void> } | null = null;
  beforeAll(async () => {
    demo = await startDemoChain({ autoMine: false });
    const real = createTronClient({ apiUrl: demo.url, pageLimit: 50 });
    const payoutChain: TronClient = {
      ...real,
      transactionInfo: async (txId) => {
        if (barrier) {
          barrier.arrived += 1;
          if (barrier.arrived === barrier.expected) barrier.open();
          await barrier.opened;
        }
        return real.transactionInfo(txId);
      },
      solidifiedBlock: async () => {
        const block = await real.solidifiedBlock();
        afterChainRead?.();
        return block;
      },
    };
    suite = await reviewSuite(database, { wiring: { payoutChain } });
  });
  afterAll(async () => {
    await suite.testApp.close();
    await demo.close();
  });
  afterEach(() => suite.expectMoneyConsistent());

  const approve = (id: number, txId: string) =>
    suite.asOperator('POST', `${withdrawals}/${id}/approve`, { method: 'chain_tx', tx_id: txId });
  const reject = (id: number) => suite.asOperator('POST', `${withdrawals}/${id}/reject`, { reason: '风控拒绝' });
  const pay = (to: string, amount: string, more: Partial<TransferInput> = {}) =>
    demo.chain.transfer({ from: SENDER, to, amount, ...more }).txId;
  const stateOf = async (id: number) =>
    (
      await suite.testApp.context.db
        .selectFrom('withdrawals')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).state;

  /** A player with 100 USDT and a withdrawal of 40 (+1 fee) to a fresh address in review. */
  async function pending(amount = 40 * USDT) {
    const player = await suite.newPlayer(100 * USDT);
    const address = randomAddress();
    const id = await suite.withdrawal({ playerId: player.id, amount, address });
    return { player, address, id };
  }

  /** Refused with `message`, and nothing changed: still in review, the hold in place, no payout. */
  async function expectRefused(id: number, playerId: number, txId: string, message: string) {
    const platform = await suite.platform();
    expect(await approve(id, txId)).toEqual(refusal(message));
    expect(await stateOf(id)).toBe('review');
    expect(await suite.balance(playerId)).toBe(59 * USDT);
    expect(await suite.platform()).toEqual(platform);
    const payouts = await suite.testApp.context.db
      .selectFrom('withdrawal_payouts')
      .select('id')
      .where('withdrawal_id', '=', id)
      .execute();
    expect(payouts).toEqual([]);
  }

  it('completes a withdrawal paid by a solidified USDT transfer to the bound address: captured once, audited', async () => {
    const { player, address, id } = await pending();
    const txId = pay(address, '40');
    demo.chain.solidifyAll();
    const platform = await suite.platform();
    const paid = await approve(id, `0x${txId.toUpperCase()}`);
    expect(paid.code).toBe(200);
    expect(paid.result).toMatchObject({ id, state: 'paid', status: 1, tx_id: txId });
    expect(paid.result.payouts).toEqual([
      expect.objectContaining({ method: 'chain_tx', status: 'confirmed', tx_id: txId, reference: null }),
    ]);
    expect(await suite.balance(player.id)).toBe(59 * USDT);
    expect(await suite.platform()).toEqual({ paid: platform.paid + 40 * USDT, fees: platform.fees + USDT });
    const audit = await suite.testApp.context.db
      .selectFrom('audit_log')
      .select(['after_json', 'operator_id'])
      .where('entity', '=', 'withdrawal')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ state: 'paid', paid_tx_id: txId });
    // Again, or by another operator: decided, nothing moves twice.
    expect(await approve(id, txId)).toEqual(refusal(apiMessages.withdrawDecided));
    expect(await suite.platform()).toEqual({ paid: platform.paid + 40 * USDT, fees: platform.fees + USDT });
  });

  it('accepts a transfer of more than the amount', async () => {
    const { address, id } = await pending(25 * USDT);
    const txId = pay(address, '25.5');
    demo.chain.solidifyAll();
    expect((await approve(id, txId)).result.state).toBe('paid');
  });

  it('refuses a transfer of too little, to another address, of a fake token, failed or unknown; watches one not yet solid', async () => {
    const { player, address, id } = await pending();
    const tooLittle = pay(address, '39.999999');
    const elsewhere = pay(randomAddress(), '40');
    const fake = pay(address, '40', { token: 'fake' });
    const reverted = pay(address, '40', { fail: true });
    demo.chain.solidifyAll();
    await expectRefused(id, player.id, tooLittle, apiMessages.withdrawTxTooLittle);
    await expectRefused(id, player.id, elsewhere, apiMessages.withdrawTxWrongAddress);
    await expectRefused(id, player.id, fake, apiMessages.withdrawTxWrongToken);
    await expectRefused(id, player.id, reverted, apiMessages.withdrawTxFailed);
    await expectRefused(id, player.id, 'ab'.repeat(32), apiMessages.withdrawTxNotFound);
    // Broadcast, not yet in a block: neither node knows it.
    const pooled = pay(address, '40');
    await expectRefused(id, player.id, pooled, apiMessages.withdrawTxNotFound);
    // In a block, not yet solidified: watched (paying, 待链上确认; watch.test.ts follows it to the end).
    demo.chain.mine(1);
    expect((await approve(id, pooled)).result).toMatchObject({ state: 'paying', tx_id: null });
  });

  it('refuses a transfer older than the request, and one that already paid another withdrawal', async () => {
    const player = await suite.newPlayer(100 * USDT);
    const address = randomAddress();
    const early = pay(address, '40');
    demo.chain.solidifyAll();
    // A minute after the transfer's block, by the chain's own stamp (blocks made back to back run ahead of the clock).
    const receipt = await fetch(`${demo.url}/walletsolidity/gettransactioninfobyid`, {
      method: 'POST',
      body: JSON.stringify({ value: early }),
    });
    const { blockTimeStamp } = (await receipt.json()) as { blockTimeStamp: number };
    const createdAt = new Date(blockTimeStamp + 60_000);
    const id = await suite.withdrawal({ playerId: player.id, amount: 40 * USDT, address, createdAt });
    await expectRefused(id, player.id, early, apiMessages.withdrawTxTooOld);

    const other = await pending();
    const used = pay(other.address, '40');
    demo.chain.solidifyAll();
    expect((await approve(other.id, used)).result.state).toBe('paid');
    // Same address, same amount, later than the request: only its earlier use refuses it.
    const again = await suite.withdrawal({ playerId: other.player.id, amount: 10 * USDT, address: other.address });
    expect(await approve(again, used)).toEqual(refusal(apiMessages.withdrawTxUsed));
    expect(await stateOf(again)).toBe('review');
  });

  it("refuses to pay an address that has since become one of the site's deposit addresses", async () => {
    const { player, address, id } = await pending();
    const tx = pay(address, '40');
    demo.chain.solidifyAll();
    const added = await suite.asOperator('POST', apiPaths.admin.receivingAddresses, { address, label: '' });
    expect(added.code).toBe(200);
    await expectRefused(id, player.id, tx, apiMessages.withdrawAddressIsSite);
    // Rejecting it still gives the money back.
    expect((await reject(id)).code).toBe(200);
  });

  it('refuses in Chinese, deciding nothing, while the TRON API fails', async () => {
    const { player, address, id } = await pending();
    const txId = pay(address, '40');
    demo.chain.solidifyAll();
    demo.chain.fail(503, 2, '/walletsolidity');
    const platform = await suite.platform();
    expect(await approve(id, txId)).toEqual(refusal(apiMessages.withdrawChainUnavailable, 503));
    expect(await approve(id, txId)).toEqual(refusal(apiMessages.withdrawChainUnavailable, 503));
    expect(await stateOf(id)).toBe('review');
    expect(await suite.platform()).toEqual(platform);
    expect((await approve(id, txId)).result.state).toBe('paid');
    expect(await suite.balance(player.id)).toBe(59 * USDT);
  });

  it('lets exactly one of an approval and a rejection at once win, moving money once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { player, address, id } = await pending();
      const txId = pay(address, '40');
      demo.chain.solidifyAll();
      const platform = await suite.platform();
      // Even rounds start both at once; odd ones reject just as the approval, its chain check done, opens its transaction.
      let rejection: Promise<any> | undefined;
      if (round % 2) afterChainRead = () => (rejection = reject(id));
      else rejection = reject(id);
      const approved = await approve(id, txId);
      const rejected = await rejection!;
      afterChainRead = null;
      const codes = [approved.code, rejected.code];
      expect(
        codes.filter((code: number) => code === 200),
        `round ${round}: ${JSON.stringify(codes)}`,
      ).toHaveLength(1);
      const loser = approved.code === 200 ? rejected : approved;
      expect(loser).toEqual(refusal(apiMessages.withdrawDecided));
      const state = await stateOf(id);
      expect(state).toBe(approved.code === 200 ? 'paid' : 'rejected');
      expect(await suite.balance(player.id)).toBe(state === 'paid' ? 59 * USDT : 100 * USDT);
      const moved = state === 'paid' ? { paid: 40 * USDT, fees: USDT } : { paid: 0, fees: 0 };
      expect(await suite.platform()).toEqual({ paid: platform.paid + moved.paid, fees: platform.fees + moved.fees });
      await suite.expectMoneyConsistent();
    }
  });

  it('pays only one of two withdrawals approved at once with one transaction', async () => {
    const address = randomAddress();
    const first = await suite.newPlayer(100 * USDT);
    const second = await suite.newPlayer(100 * USDT);
    const ids = [
      await suite.withdrawal({ playerId: first.id, amount: 40 * USDT, address }),
      await suite.withdrawal({ playerId: second.id, amount: 40 * USDT, address }),
    ];
    const txId = pay(address, '40');
    demo.chain.solidifyAll();
    const platform = await suite.platform();
    // Both pass the check before the chain is asked; then both verify and reach their transactions together.
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    barrier = { expected: 2, arrived: 0, open, opened };
    const results = await Promise.all(ids.map((id) => approve(id, txId)));
    barrier = null;
    expect(results.filter((body) => body.code === 200)).toHaveLength(1);
    expect(results.find((body) => body.code !== 200)).toEqual(refusal(apiMessages.withdrawTxUsed));
    expect((await Promise.all(ids.map(stateOf))).sort()).toEqual(['paid', 'review']);
    expect(await suite.platform()).toEqual({ paid: platform.paid + 40 * USDT, fees: platform.fees + USDT });
    const balances = [await suite.balance(first.id), await suite.balance(second.id)];
    expect(balances.sort()).toEqual([59 * USDT, 59 * USDT]);
  });
});
