/** The deposit bench's money check, printed: each order paid once, the ledger balanced, each wallet = its payment. */
import { sql } from 'kysely';
import type { AppContext } from '../src/context';
import { playerWalletCode } from '../src/modules/ledger/accounts';
import type { BenchOrder } from './deposits-setup';

export async function verifyDeposits(context: AppContext, orders: readonly BenchOrder[]): Promise<string[]> {
  const db = context.db;
  const byStatus = await db
    .selectFrom('deposit_orders')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  const deposits = await db
    .selectFrom('chain_deposits')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  const twice = await db
    .selectFrom('chain_deposits')
    .select('order_id')
    .where('order_id', 'is not', null)
    .groupBy('order_id')
    .having(sql`count(*)`, '>', 1)
    .execute();
  const entries = await db
    .selectFrom('entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .executeTakeFirstOrThrow();
  const balances = await db
    .selectFrom('accounts')
    .select(sql<string>`coalesce(sum(balance), 0)`.as('sum'))
    .executeTakeFirstOrThrow();
  const wallets = new Map(
    (await db.selectFrom('accounts').select(['code', 'balance']).where('code', 'like', 'player:%').execute()).map(
      (row) => [row.code, Number(row.balance)],
    ),
  );
  // A player may have paid several orders (the steady scenario reuses the burst's players).
  const expected = new Map<number, number>();
  for (const order of orders) expected.set(order.playerId, (expected.get(order.playerId) ?? 0) + order.actualAmount);
  const wrong = [...expected].filter(([playerId, amount]) => wallets.get(playerWalletCode(playerId)) !== amount);
  const counts = (rows: Array<{ status: string; count: number }>) =>
    rows.map((row) => `${row.status} ${Number(row.count)}`).join(', ');
  return [
    `orders: ${counts(byStatus)}; chain deposits: ${counts(deposits)}; orders paid by more than one deposit: ${twice.length}`,
    `ledger: sum of entries ${Number(entries.sum)}, sum of balances ${Number(balances.sum)} (both 0 when balanced)`,
    `wallets equal to the sum of their orders' payment amounts: ${expected.size - wrong.length} of ${expected.size}`,
  ];
}
