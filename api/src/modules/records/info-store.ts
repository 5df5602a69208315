/** SQL of the mine page (我的): the player with their wallet, and how many of their deposits and withdrawals are still pending. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The player, their wallet's id and balance (the 'player' account, not the hold). */
export function selectPlayerWithWallet(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .innerJoin('accounts', (join) =>
      join.onRef('accounts.player_id', '=', 'players.id').on('accounts.kind', '=', 'player'),
    )
    .select([
      'players.id',
      'players.username',
      'players.withdraw_password_hash',
      'players.created_at',
      'accounts.id as wallet_id',
      'accounts.balance',
    ])
    .where('players.id', '=', playerId)
    .executeTakeFirst();
}

const count = sql<number | string>`count(*)`;

/**
 * The player's records 充提记录 shows as 审核中 (status 2), by the same rules: recharge orders
 * still open, channel orders pending and not yet expired, withdrawals in review or being paid.
 * Each count reads the player's rows of one table over its (player_id, …) index.
 */
export async function countPendingInout(db: Db, playerId: number, now: Date): Promise<number> {
  const [deposits, channel, withdrawals] = await Promise.all([
    db
      .selectFrom('deposit_orders')
      .select(count.as('total'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('channel_orders')
      .select(count.as('total'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select(count.as('total'))
      .where('player_id', '=', playerId)
      .where('state', 'in', ['review', 'paying', 'verify'])
      .executeTakeFirstOrThrow(),
  ]);
  return Number(deposits.total) + Number(channel.total) + Number(withdrawals.total);
}
