/** SQL of the client traces (migration 024). */
import type { Insertable, Kysely } from 'kysely';
import type { ClientTracesTable, Database } from '../../db/schema';

export function insertTrace(db: Kysely<Database>, row: Insertable<ClientTracesTable>) {
  return db.insertInto('client_traces').values(row).execute();
}

/** The distinct device ids a player's traces carry. */
export async function selectPlayerDevices(db: Kysely<Database>, playerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('client_traces')
    .select('device_id')
    .distinct()
    .where('player_id', '=', playerId)
    .where('device_id', 'is not', null)
    .execute();
  return rows.map((row) => row.device_id!);
}
