/** The operators' recharge order list filtered by the Beijing day an order was created (both days included). */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../test/deposit-limits';
import { depositSuite, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';

const { depositOrders } = apiPaths.admin;

describe.each(TEST_DATABASES)('recharge orders by day on %s', (database) => {
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database);
  });
  afterAll(() => suite.testApp.close());

  it('lists the orders of the days asked for, refusing an inverted range and a day that does not exist', async () => {
    const { id, token } = await suite.newPlayer();
    // 23:50 Beijing on 1 March, then 00:10 and 23:50 Beijing on 2 March (each order replaces the one before).
    const orders = [];
    for (const instant of ['2026-03-01T15:50:00Z', '2026-03-01T16:10:00Z', '2026-03-02T15:50:00Z']) {
      setClock(suite.testApp, instant);
      orders.push((await suite.order(token, '20')).order_id as string);
    }
    const listed = async (query: string) => {
      const body = await suite.asOperator('GET', `${depositOrders}?player_id=${id}&${query}`);
      return body.result.list.map((row: { order_no: string }) => row.order_no);
    };
    expect(await listed('start_date=2026-03-02&end_date=2026-03-02')).toEqual([orders[2], orders[1]]);
    expect(await listed('end_date=2026-03-01')).toEqual([orders[0]]);
    expect(await listed('start_date=2026-03-03')).toEqual([]);
    expect(await listed('start_date=2026-03-01&status=replaced')).toEqual([orders[1], orders[0]]);
    expect(await suite.asOperator('GET', `${depositOrders}?start_date=2026-03-02&end_date=2026-03-01`)).toEqual({
      code: 400,
      message: '开始日期不能晚于结束日期',
    });
    expect((await suite.asOperator('GET', `${depositOrders}?end_date=2026-02-29`)).code).toBe(400);
  });
});
