/**
 * SQL of associations: the other players who used a client address, device id, withdrawal address or
 * deposit sender that a player used, and the values several players shared over a period (clusters).
 * Client traces are read through their indexes (ip, player_id) and (device_id, player_id) of 024.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A trace's column that links players. */
export type TraceKey = 'ip' | 'device_id';

/**
 * Loopback addresses name the API's own host, not a client: every call of a local proxy or test has
 * one, so they link no players (a real client's address comes through the trusted-proxy rules).
 */
export const LOOPBACK_IPS: readonly string[] = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** A value another player shared, with their latest use of it. */
export interface SharedRow {
  player_id: number;
  value: string;
  last_seen: string;
}

/** The other players whose traces carry an address or device id that the player's own traces carry. */
export function selectSharedTraceValues(db: Db, playerId: number, key: TraceKey, limit: number) {
  const own = db
    .selectFrom('client_traces as own')
    .select(`own.${key}` as 'own.ip')
    .where('own.player_id', '=', playerId)
    .where(`own.${key}`, 'is not', null);
  let query = db
    .selectFrom('client_traces as other')
    .select(({ fn, ref }) => [
      'other.player_id',
      ref(`other.${key}`).as('value'),
      fn.max('other.created_at').as('last_seen'),
    ])
    .where(`other.${key}`, 'in', own)
    .where('other.player_id', '!=', playerId);
  if (key === 'ip') query = query.where('other.ip', 'not in', LOOPBACK_IPS);
  return query
    .groupBy(['other.player_id', `other.${key}`])
    .limit(limit)
    .execute() as Promise<SharedRow[]>;
}

/** Other players who bound a withdrawal address the player bound (same type, area and address). */
export function selectSharedWithdrawAddresses(db: Db, playerId: number, limit: number) {
  return db
    .selectFrom('withdraw_addresses as other')
    .innerJoin('withdraw_addresses as own', (join) =>
      join
        .onRef('own.address', '=', 'other.address')
        .onRef('own.type', '=', 'other.type')
        .onRef('own.area', '=', 'other.area'),
    )
    .select(['other.player_id', 'other.address as value', 'other.created_at as last_seen'])
    .where('own.player_id', '=', playerId)
    .where('other.player_id', '!=', playerId)
    .limit(limit)
    .execute() as Promise<SharedRow[]>;
}

/** Other players credited from a sender address the player's deposits came from. */
export function selectSharedDepositSenders(db: Db, playerId: number, limit: number) {
  return db
    .selectFrom('chain_deposits as other')
    .innerJoin('chain_deposits as own', 'own.from_address', 'other.from_address')
    .select(({ fn }) => ['other.player_id', 'other.from_address as value', fn.max('other.created_at').as('last_seen')])
    .where('own.player_id', '=', playerId)
    .where('other.player_id', 'is not', null)
    .where('other.player_id', '!=', playerId)
    .groupBy(['other.player_id', 'other.from_address'])
    .limit(limit)
    .execute() as Promise<SharedRow[]>;
}

/** Usernames of players by id. */
export async function selectUsernames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('players').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), row.username]));
}

/** A period's UTC bounds [from, before). */
export interface Period {
  from: string;
  before: string;
}

/**
 * Addresses or device ids that more than one player used in the period, most players first: one
 * GROUP BY over the period's traces (by client_traces_created, or the ip / device index).
 */
export function selectSharedTraceKeys(db: Db, key: TraceKey, period: Period, limit: number) {
  let query = db
    .selectFrom('client_traces')
    .select(({ fn, ref }) => [ref(key).as('value'), fn.count<number>('player_id').distinct().as('players')])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.before)
    .where('player_id', 'is not', null)
    .where(key, 'is not', null);
  if (key === 'ip') query = query.where('ip', 'not in', LOOPBACK_IPS);
  return query
    .groupBy(key)
    .having(({ fn }) => fn.count('player_id').distinct(), '>', 1)
    .orderBy('players', 'desc')
    .limit(limit)
    .execute() as Promise<Array<{ value: string; players: number | string }>>;
}

/** Which players used each of `values` in the period, with their latest use. */
export function selectTraceKeyMembers(db: Db, key: TraceKey, values: readonly string[], period: Period) {
  if (values.length === 0) return Promise.resolve([] as SharedRow[]);
  return db
    .selectFrom('client_traces')
    .select(({ fn, ref }) => ['player_id', ref(key).as('value'), fn.max('created_at').as('last_seen')])
    .where(key, 'in', values)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.before)
    .where('player_id', 'is not', null)
    .groupBy(['player_id', key])
    .execute() as Promise<SharedRow[]>;
}

/** TRON withdrawal addresses bound by more than one player in the period, and who bound them. */
export async function selectSharedAddressMembers(db: Db, period: Period, limit: number) {
  const shared = db
    .selectFrom('withdraw_addresses')
    .select('address')
    .where('type', '=', 1)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.before)
    .groupBy('address')
    .having(({ fn }) => fn.count('player_id').distinct(), '>', 1)
    .limit(limit);
  return db
    .selectFrom('withdraw_addresses')
    .select(['player_id', 'address as value', 'created_at as last_seen'])
    .where('type', '=', 1)
    .where('address', 'in', shared)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.before)
    .execute() as Promise<SharedRow[]>;
}
