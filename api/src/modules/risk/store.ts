/** The risk module's own SQL of its lists: the blacklists (risk_blacklist, migration 024), entries by kind with who added them. */
import type { Insertable, Kysely } from 'kysely';
import type { BlacklistKind, Database, RiskBlacklistTable } from '../../db/schema';

type Db = Kysely<Database>;

/** Every entry, newest first, with the operator's username. */
export function selectBlacklist(db: Db) {
  return db
    .selectFrom('risk_blacklist as entry')
    .leftJoin('operators', 'operators.id', 'entry.created_by')
    .select([
      'entry.id',
      'entry.kind',
      'entry.value',
      'entry.reason',
      'entry.created_at',
      'operators.username as created_by',
    ])
    .orderBy('entry.id', 'desc')
    .execute();
}

export function selectBlacklistEntry(db: Db, id: number) {
  return db.selectFrom('risk_blacklist').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The entries of a kind whose value is one of `values` (device ids and addresses match exactly). */
export function selectBlacklisted(db: Db, kind: BlacklistKind, values: readonly string[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('risk_blacklist')
    .selectAll()
    .where('kind', '=', kind)
    .where('value', 'in', values)
    .orderBy('id')
    .execute();
}

/** Every address and CIDR entry: matched in the process (BlockList), few as they are. */
export function selectIpEntries(db: Db) {
  return db.selectFrom('risk_blacklist').selectAll().where('kind', '=', 'ip').orderBy('id').execute();
}

export function insertBlacklistEntry(db: Db, row: Insertable<RiskBlacklistTable>) {
  return db.insertInto('risk_blacklist').values(row).returningAll().executeTakeFirstOrThrow();
}

export function deleteBlacklistEntry(db: Db, id: number) {
  return db.deleteFrom('risk_blacklist').where('id', '=', id).executeTakeFirst();
}
