/** SQL of the player's own data: the player with their wallet balance, invite codes. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function selectPlayerWithWallet(db: Kysely<Database>, playerId: number) {
  return db
    .selectFrom('players')
    .innerJoin('accounts', 'accounts.player_id', 'players.id')
    .select([
      'players.id',
      'players.username',
      'players.invite_code',
      'players.withdraw_password_hash',
      'accounts.balance',
    ])
    .where('players.id', '=', playerId)
    .executeTakeFirst();
}

export async function isInviteCode(db: Kysely<Database>, inviteCode: string): Promise<boolean> {
  return (
    (await db.selectFrom('players').select('id').where('invite_code', '=', inviteCode).executeTakeFirst()) !== undefined
  );
}
