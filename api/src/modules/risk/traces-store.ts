/** SQL of the client traces (migration 024). */
import type { Insertable, Kysely } from 'kysely';
import type { ClientTracesTable, Database } from '../../db/schema';

export function insertTrace(db: Kysely<Database>, row: Insertable<ClientTracesTable>) {
  return db.insertInto('client_traces').values(row).execute();
}
