import fc from 'fast-check';
import { parseUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSuite, POOL, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { createRechargeOrder, expireDepositOrders } from './service';
import { QUARANTINE_MS } from './tail';

const MINUTE = 60_000;
/** Amounts whose tails overlap (20.0001 + 0.0001 = 20 + 0.0002), so orders for different amounts compete for slots. */
const AMOUNTS = ['20', '20.0001', '20.0002', '21'];

type Step =
  | { kind: 'order'; player: number; amount: number; pick: number }
  | { kind: 'wait'; minutes: number }
  | { kind: 'expire' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      player: fc.nat(5),
      amount: fc.nat(3),
      pick: fc.nat(3),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      minutes: fc.constantFrom(5, 31, 24 * 60, 24 * 60 + 31),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
);

describe.each(TEST_DATABASES)('payment amount allocation on %s', (database) => {
  let suite: DepositSuite;
  let players: Array<{ id: number }> = [];
  beforeAll(async () => {
    suite = await depositSuite(database, { pool: [POOL[0]] });
    players = await Promise.all(Array.from({ length: 6 }, () => suite.newPlayer()));
  });
  afterAll(() => suite.testApp.close());

  it('never gives two open orders on an address one amount, nor reuses an amount in quarantine', async () => {
    const { context } = suite.testApp;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        // Each run starts on a clean address, 2 days after the last.
        await context.db.deleteFrom('deposit_orders').execute();
        suite.testApp.advanceTime(2 * QUARANTINE_MS);
        for (const action of steps) {
          if (action.kind === 'wait') suite.testApp.advanceTime(action.minutes * MINUTE);
          if (action.kind === 'expire') await expireDepositOrders(context);
          if (action.kind !== 'order') continue;
          // The pick comes from the run: the lowest free slots, so a slot wrongly offered is taken at once.
          await createRechargeOrder(
            context,
            players[action.player]!.id,
            parseUsdt(AMOUNTS[action.amount]!)!,
            (free) => free[Math.min(action.pick, free.length - 1)]!,
          );
        }
        const orders = await context.db.selectFrom('deposit_orders').selectAll().orderBy('id').execute();
        const open = orders.filter((order) => order.status === 'open');
        expect(new Set(open.map((order) => `${order.address}:${order.actual_amount}`)).size).toBe(open.length);
        expect(new Set(open.map((order) => order.player_id)).size).toBe(open.length);
        for (const [index, later] of orders.entries())
          for (const earlier of orders.slice(0, index))
            if (earlier.address === later.address && Number(earlier.actual_amount) === Number(later.actual_amount))
              expect(
                Date.parse(earlier.expires_at) + QUARANTINE_MS,
                `order ${later.order_no} reuses ${earlier.order_no}'s amount`,
              ).toBeLessThanOrEqual(Date.parse(later.created_at));
      }),
      { numRuns: 30 },
    );
  });
});
