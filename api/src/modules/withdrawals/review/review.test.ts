/**
 * The operators' review without the chain: the list, rejection (money back, audited, once),
 * reference payouts for types 2 and 3, the method each address type allows, and who may call.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { refusal } from '../../../test/requests';
import { USDT, reviewSuite, type ReviewSuite } from '../../../test/review-withdrawals';

const TRON_ADDRESS = 'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN';
const { withdrawals } = apiPaths.admin;

describe.each(TEST_DATABASES)('withdrawal review on %s', (database) => {
  let suite: ReviewSuite;
  beforeAll(async () => {
    suite = await reviewSuite(database);
  });
  afterAll(() => suite.testApp.close());
  afterEach(() => suite.expectMoneyConsistent());

  const approve = (id: number, body: object, token?: string) =>
    suite.asOperator('POST', `${withdrawals}/${id}/approve`, body, token);
  const reject = (id: number, reason = '地址有误', token?: string) =>
    suite.asOperator('POST', `${withdrawals}/${id}/reject`, { reason }, token);
  const auditOf = (id: number) =>
    suite.testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'withdrawal')
      .where('entity_id', '=', String(id))
      .execute();

  it('rejects from review: the hold back to the wallet, the reason kept, audited; a second decision is refused', async () => {
    const player = await suite.newPlayer(100 * USDT);
    const id = await suite.withdrawal({ playerId: player.id, amount: 30 * USDT, fee: 2 * USDT, address: TRON_ADDRESS });
    expect(await suite.balance(player.id)).toBe(68 * USDT);
    const rejected = await reject(id, '请核对地址');
    expect(rejected.code).toBe(200);
    expect(rejected.result).toMatchObject({ id, state: 'rejected', status: 3, reason: '请核对地址', payouts: [] });
    expect(rejected.result.decided_by).toEqual(expect.any(Number));
    expect(await suite.balance(player.id)).toBe(100 * USDT);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ state: 'review' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ state: 'rejected', reject_reason: '请核对地址' });

    expect(await reject(id)).toEqual(refusal(apiMessages.withdrawDecided));
    expect(await approve(id, { method: 'chain_tx', tx_id: 'ab'.repeat(32) })).toEqual(
      refusal(apiMessages.withdrawDecided),
    );
    expect(await suite.balance(player.id)).toBe(100 * USDT);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('pays a type 2 withdrawal with a reference: captured into the platform accounts, audited', async () => {
    const player = await suite.newPlayer(50 * USDT);
    const id = await suite.withdrawal({
      playerId: player.id,
      amount: 20 * USDT,
      type: 2,
      area: '86',
      address: '13800138000',
    });
    const before = await suite.platform();
    expect(await approve(id, { method: 'chain_tx', tx_id: 'cd'.repeat(32) })).toEqual(
      refusal(apiMessages.withdrawChainTxTypeOnly),
    );
    const paid = await approve(id, { method: 'reference', reference: '支付宝流水 2026112500001' });
    expect(paid.code).toBe(200);
    expect(paid.result).toMatchObject({ state: 'paid', status: 1, area: '86', tx_id: null, total: '21.000000' });
    expect(paid.result.payouts).toEqual([
      expect.objectContaining({ method: 'reference', status: 'confirmed', reference: '支付宝流水 2026112500001' }),
    ]);
    expect(await suite.balance(player.id)).toBe(29 * USDT);
    expect(await suite.platform()).toEqual({ paid: before.paid + 20 * USDT, fees: before.fees + USDT });
    const audit = await auditOf(id);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ state: 'paid', payout: { method: 'reference' } });
    expect(await approve(id, { method: 'reference', reference: '再来一次' })).toEqual(
      refusal(apiMessages.withdrawDecided),
    );
    expect(await reject(id)).toEqual(refusal(apiMessages.withdrawDecided));
    expect(await suite.balance(player.id)).toBe(29 * USDT);
  });

  it('refuses a reference for a TRC20 address, and the hot wallet while none is configured', async () => {
    const player = await suite.newPlayer(50 * USDT);
    const id = await suite.withdrawal({ playerId: player.id, amount: 20 * USDT, address: TRON_ADDRESS });
    expect(await approve(id, { method: 'reference', reference: '已付' })).toEqual(
      refusal(apiMessages.withdrawReferenceTypeOnly),
    );
    expect(await approve(id, { method: 'hot_wallet' })).toEqual(refusal(apiMessages.withdrawHotWalletOff));
    const other = await suite.withdrawal({ playerId: player.id, amount: 5 * USDT, type: 3, address: 'okx:88112233' });
    expect((await approve(other, { method: 'reference', reference: 'OKX 提币单 77' })).result.state).toBe('paid');
    const [first] = (await suite.asOperator('GET', `${withdrawals}?player_id=${player.id}&state=review`)).result.list;
    expect(first).toMatchObject({ id, state: 'review', payouts: [] });
    expect(await suite.balance(player.id)).toBe(23 * USDT);
  });

  it('refuses a decision while the withdrawal is being paid on chain, and an unknown one', async () => {
    const player = await suite.newPlayer(50 * USDT);
    const id = await suite.withdrawal({ playerId: player.id, amount: 20 * USDT, address: TRON_ADDRESS });
    await suite.testApp.context.db.updateTable('withdrawals').set({ state: 'paying' }).where('id', '=', id).execute();
    expect(await reject(id)).toEqual(refusal(apiMessages.withdrawPaying));
    expect(await approve(id, { method: 'chain_tx', tx_id: 'ef'.repeat(32) })).toEqual(
      refusal(apiMessages.withdrawPaying),
    );
    expect(await reject(987_654)).toEqual(refusal(apiMessages.withdrawUnknown, 404));
    expect(await approve(987_654, { method: 'reference', reference: 'x' })).toEqual(
      refusal(apiMessages.withdrawUnknown, 404),
    );
    await suite.testApp.context.db.updateTable('withdrawals').set({ state: 'review' }).where('id', '=', id).execute();
    expect(await suite.balance(player.id)).toBe(29 * USDT);
  });

  it('lists newest first with the username and every payout, by state and player, a page at a time', async () => {
    const player = await suite.newPlayer(100 * USDT);
    const first = await suite.withdrawal({ playerId: player.id, amount: 10 * USDT, type: 3, address: 'wallet-a' });
    const second = await suite.withdrawal({ playerId: player.id, amount: 11 * USDT, type: 3, address: 'wallet-b' });
    await approve(first, { method: 'reference', reference: 'ref-1' });
    const all = await suite.asOperator('GET', `${withdrawals}?player_id=${player.id}`);
    expect(all.code).toBe(200);
    expect(all.result).toMatchObject({ total: 2, page: 1, size: 50 });
    expect(all.result.list.map((row: { id: number }) => row.id)).toEqual([second, first]);
    const username = (
      await suite.testApp.context.db.selectFrom('players').select('username').where('id', '=', player.id).execute()
    )[0]!.username;
    expect(all.result.list[1]).toMatchObject({
      username,
      player_id: player.id,
      amount: '10.000000',
      fee: '1.000000',
      area: null,
      payouts: [{ method: 'reference', reference: 'ref-1', tx_id: null, status: 'confirmed' }],
    });
    expect(Date.parse(all.result.list[1].created_at)).not.toBeNaN();
    const paid = await suite.asOperator('GET', `${withdrawals}?player_id=${player.id}&state=paid`);
    expect(paid.result.list.map((row: { id: number }) => row.id)).toEqual([first]);
    const page2 = await suite.asOperator('GET', `${withdrawals}?player_id=${player.id}&size=1&page=2`);
    expect(page2.result).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(page2.result.list.map((row: { id: number }) => row.id)).toEqual([first]);
    const inReview = await suite.asOperator('GET', `${withdrawals}?state=review`);
    expect(inReview.result.list.every((row: { state: string }) => row.state === 'review')).toBe(true);
    expect(inReview.result.list.map((row: { id: number }) => row.id)).toContain(second);
  });

  it('answers a player token with 403 and no token with 401, moving nothing', async () => {
    const player = await suite.newPlayer(50 * USDT);
    const id = await suite.withdrawal({
      playerId: player.id,
      amount: 20 * USDT,
      type: 2,
      area: '1',
      address: '5550100',
    });
    const asPlayer = (method: 'GET' | 'POST', url: string, payload?: object) =>
      suite.testApp.call({ method, url, payload, headers: { authorization: `Bearer ${player.token}` } });
    for (const call of [
      asPlayer('GET', withdrawals),
      asPlayer('POST', `${withdrawals}/${id}/approve`, { method: 'reference', reference: 'mine' }),
      asPlayer('POST', `${withdrawals}/${id}/reject`, { reason: 'mine' }),
    ])
      expect((await call).status).toBe(403);
    const anonymous = await suite.testApp.call({
      method: 'POST',
      url: `${withdrawals}/${id}/reject`,
      payload: { reason: 'x' },
    });
    expect(anonymous.status).toBe(401);
    const [row] = (await suite.asOperator('GET', `${withdrawals}?player_id=${player.id}`)).result.list;
    expect(row).toMatchObject({ id, state: 'review' });
    expect(await suite.balance(player.id)).toBe(29 * USDT);
  });
});
