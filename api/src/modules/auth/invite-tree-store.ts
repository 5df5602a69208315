/** SQL of the referral tree (closure table `agent_tree`, migration 015). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Places a new player under their inviter, in the registration's transaction: a row for the
 * inviter (depth 1) and one for each of the inviter's own ancestors (one deeper). The inviter link
 * never changes afterwards, so these rows never do either.
 */
export async function insertTreeRows(
  db: Kysely<Database>,
  player: { id: number; inviterId: number; joinedAt: string },
): Promise<void> {
  await db
    .insertInto('agent_tree')
    .values({ ancestor_id: player.inviterId, descendant_id: player.id, depth: 1, joined_at: player.joinedAt })
    .execute();
  // Casts: PostgreSQL gives a bare parameter in a select list no type of its own.
  await db
    .insertInto('agent_tree')
    .columns(['ancestor_id', 'descendant_id', 'depth', 'joined_at'])
    .expression((eb) =>
      eb
        .selectFrom('agent_tree')
        .select([
          'ancestor_id',
          sql<number>`cast(${player.id} as integer)`.as('descendant_id'),
          sql<number>`depth + 1`.as('depth'),
          sql<string>`cast(${player.joinedAt} as varchar(32))`.as('joined_at'),
        ])
        .where('descendant_id', '=', player.inviterId),
    )
    .execute();
}
