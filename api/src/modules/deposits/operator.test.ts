import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depositSuite, POOL, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { bearer } from '../../test/players';
import { ourDepositAddresses } from './intake';

const { receivingAddresses, depositOrders, unmatchedDeposits } = apiPaths.admin;
const FRESH = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe.each(TEST_DATABASES)('operators and money in on %s', (database) => {
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database);
  });
  afterAll(() => suite.testApp.close());
  afterEach(() => suite.expectMoneyConsistent());

  const audits = (entity: string) =>
    suite.testApp.context.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

  it('adds, refuses and changes receiving addresses, audited', async () => {
    const added = await suite.asOperator('POST', receivingAddresses, { address: FRESH, label: '备用' });
    expect(added.result).toMatchObject({ address: FRESH, label: '备用', status: 'active', open_orders: 0 });
    expect(await suite.asOperator('POST', receivingAddresses, { address: FRESH })).toEqual({
      code: 400,
      message: '该收款地址已存在',
    });
    for (const address of [
      'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8',
      '0x41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
      'abc',
      '',
    ])
      expect((await suite.asOperator('POST', receivingAddresses, { address })).message).toBe('TRON地址格式错误');
    const changed = await suite.asOperator('PUT', `${receivingAddresses}/${added.result.id}`, { status: 'disabled' });
    expect(changed.result).toMatchObject({ status: 'disabled', label: '备用' });
    // Disabled or not, every pool address is watched: a payment to a disabled one is still the site's money.
    const watchedPool = async () => (await ourDepositAddresses(suite.testApp.context, -1)).pool;
    expect(await watchedPool()).toEqual([...POOL, FRESH]);
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '20');
    const used = (await suite.asOperator('GET', receivingAddresses)).result.find(
      (row: { address: string }) => row.address === order.address,
    );
    await suite.asOperator('PUT', `${receivingAddresses}/${used.id}`, { status: 'disabled', label: '停用' });
    expect(await watchedPool()).toEqual([...POOL, FRESH]);
    await suite.asOperator('PUT', `${receivingAddresses}/${used.id}`, { status: 'active' });
    expect((await suite.asOperator('PUT', `${receivingAddresses}/999999`, { status: 'active' })).message).toBe(
      '收款地址不存在',
    );
    expect((await suite.asOperator('PUT', `${receivingAddresses}/${added.result.id}`, { status: 'gone' })).code).toBe(
      400,
    );
    const list = (await suite.asOperator('GET', receivingAddresses)).result;
    expect(list.map((row: { address: string }) => row.address)).toEqual([...POOL, FRESH]);
    const audited = (await audits('receiving_addresses')).filter((row) => row.entity_id === String(added.result.id));
    expect(audited.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audited.every((row) => row.operator_id !== null)).toBe(true);
  });

  it('assigns an unmatched deposit to a player once, audited; a second decision is refused', async () => {
    const players = [await suite.newPlayer(), await suite.newPlayer()];
    const transfer = suite.transfer(POOL[1], '25.5');
    expect(await suite.receive(transfer)).toBe('unmatched');
    const listed = (await suite.asOperator('GET', unmatchedDeposits)).result;
    const deposit = listed.list.find((row: { tx_id: string }) => row.tx_id === transfer.txId);
    expect(deposit).toMatchObject({ status: 'unmatched', reason: 'no_order', amount: '25.500000' });
    const assign = (playerId: number) =>
      suite.asOperator('POST', `${unmatchedDeposits}/${deposit.id}/assign`, { player_id: playerId });
    // Two operators at once, to two players: one credit, one refusal, never a 500.
    const answers = await Promise.all(players.map((player) => assign(player.id)));
    const winner = answers.findIndex((body) => body.code === 200);
    expect(winner).not.toBe(-1);
    expect(answers[1 - winner]).toEqual({ code: 400, message: apiMessages.depositDecided });
    const { id, token } = players[winner]!;
    expect(answers[winner].result).toMatchObject({ status: 'assigned', player_id: id });
    expect(await assign(id)).toEqual({ code: 400, message: apiMessages.depositDecided });
    expect((await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance).toBe('25.500000');
    expect((await suite.asPlayer(players[1 - winner]!.token, apiPaths.balanceRefresh)).result.balance).toBe('0.000000');
    expect(await suite.asOperator('POST', `${unmatchedDeposits}/${deposit.id}/refund`, { note: 'x' })).toEqual({
      code: 400,
      message: '该笔到账已处理，不能重复处理',
    });
    const audited = (await audits('chain_deposits')).filter((row) => row.entity_id === String(deposit.id));
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]!.after_json!)).toMatchObject({ status: 'assigned', player_id: id });
    // The player sees it as a completed deposit; operators see it in the order list.
    const records = (await suite.asPlayer(token, apiPaths.records.inoutRecords, {})).result;
    expect(records.list[0]).toMatchObject({ status: 1, tx_id: transfer.txId, actual_amount: '25.500000' });
    const orders = (await suite.asOperator('GET', `${depositOrders}?player_id=${id}&status=paid`)).result;
    expect(orders.list).toHaveLength(1);
    expect(orders.list[0]).toMatchObject({ status: 'paid', tx_id: transfer.txId });
  });

  it('marks a deposit refunded without moving money; assigning it after is refused', async () => {
    const { id, token } = await suite.newPlayer();
    const transfer = suite.transfer(POOL[2], '80');
    await suite.receive(transfer);
    const deposit = await suite.testApp.context.db
      .selectFrom('chain_deposits')
      .selectAll()
      .where('tx_id', '=', transfer.txId)
      .executeTakeFirstOrThrow();
    const entriesBefore = await suite.testApp.context.db.selectFrom('entries').select('id').execute();
    expect((await suite.asOperator('POST', `${unmatchedDeposits}/${deposit.id}/refund`, { note: '' })).code).toBe(400);
    const refunded = await suite.asOperator('POST', `${unmatchedDeposits}/${deposit.id}/refund`, {
      note: '已原路退回',
    });
    expect(refunded.result).toMatchObject({ status: 'refunded', note: '已原路退回', transfer_id: null });
    expect(
      (await suite.asOperator('POST', `${unmatchedDeposits}/${deposit.id}/assign`, { player_id: id })).message,
    ).toBe(apiMessages.depositDecided);
    expect(await suite.testApp.context.db.selectFrom('entries').select('id').execute()).toHaveLength(
      entriesBefore.length,
    );
    expect((await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance).toBe('0.000000');
    expect((await suite.asOperator('POST', `${unmatchedDeposits}/999999/refund`, { note: 'x' })).message).toBe(
      apiMessages.depositUnknown,
    );
    expect(
      (await suite.asOperator('POST', `${unmatchedDeposits}/${deposit.id}/assign`, { player_id: 'abc' })).code,
    ).toBe(400);
    const refundedList = (await suite.asOperator('GET', `${unmatchedDeposits}?status=refunded`)).result;
    expect(refundedList.list.map((row: { id: number }) => row.id)).toContain(deposit.id);
  });

  it('refuses players on operator routes', async () => {
    const { token } = await suite.newPlayer();
    for (const [method, url] of [
      ['GET', receivingAddresses],
      ['GET', depositOrders],
      ['GET', unmatchedDeposits],
      ['POST', `${unmatchedDeposits}/1/refund`],
    ] as const) {
      const response = await suite.testApp.call({
        method,
        url,
        payload: method === 'POST' ? { note: 'x' } : undefined,
        headers: bearer(token),
      });
      expect(response.status).toBe(403);
    }
  });

  it('lists a player’s deposits newest first, paged, in Shanghai time, with statuses 2, 1, 3', async () => {
    const { token } = await suite.newPlayer();
    const first = await suite.order(token, '20');
    suite.testApp.advanceTime(1000);
    const second = await suite.order(token, '30');
    suite.testApp.advanceTime(1000);
    const paid = suite.transfer(second.address, second.actual_amount);
    await suite.receive(paid);
    suite.testApp.advanceTime(1000);
    const third = await suite.order(token, '40');
    const list = (page: number, size: number, type?: number) =>
      suite
        .asPlayer(token, apiPaths.records.inoutRecords, { page, size, ...(type ? { type } : {}) })
        .then((body) => body.result);
    const all = await list(1, 20);
    expect(all.total).toBe(3);
    expect(all.list.map((record: { order_id: string }) => record.order_id)).toEqual([
      third.order_id,
      second.order_id,
      first.order_id,
    ]);
    expect(all.list.map((record: { status: number }) => record.status)).toEqual([2, 1, 3]);
    const shanghai = new Date(Date.parse(third.created_at) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(all.list[0]).toMatchObject({
      type: 1,
      channel: 'USDT-TRC20',
      amount: '40.000000',
      created_at: shanghai,
      completed_at: null,
    });
    expect(all.list[1]).toMatchObject({ tx_id: paid.txId, actual_amount: second.actual_amount });
    expect(all.list[1].completed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list(2, 2)).list.map((record: { order_id: string }) => record.order_id)).toEqual([first.order_id]);
    expect(await list(1, 20, 2)).toEqual({ total: 0, page: 1, size: 20, list: [], next_cursor: null });
    for (const payload of [{ page: 0 }, { size: 51 }, { type: 3 }, { page: 'x' }])
      expect((await suite.asPlayer(token, apiPaths.records.inoutRecords, payload)).code).toBe(400);
  });
});
