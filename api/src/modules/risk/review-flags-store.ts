/**
 * SQL of the withdrawal review's flags, over other modules' tables (withdrawals, players, the ledger's
 * entries, game rounds, promotion claims, bound addresses) and the client traces: for a page of
 * requests, two statements whatever its size — one row of facts per request (correlated lookups
 * on the tables' player indexes) and the other players each request's player shares a client with.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What the flags of one request are judged on; times are ISO text, amounts micro-USDT. */
export interface WithdrawalFacts {
  id: number;
  player_id: number;
  amount: number;
  created_at: string;
  registered_at: string;
  earlier_paid: number;
  last_deposit_at: string | null;
  last_deposit_amount: number | null;
  deposit_count: number;
  deposit_sum: number;
  stake_since_deposit: number;
  last_claim_at: string | null;
}

/**
 * The player's deposit credits before the request, on the wallet (`player:<id>`), over the
 * entries' partial account-and-kind index (whose condition is stated literally to be used).
 */
const depositsBefore = sql`from entries e
  where e.account_id = (select a.id from accounts a where a.code = 'player:' || w.player_id)
    and e.kind in ('deposit', 'channel_deposit') and e.kind not in ('bet', 'win')
    and e.amount > 0 and e.created_at < w.created_at`;

const lastDepositAt = sql`(select max(e.created_at) ${depositsBefore})`;

/** The facts of requests `ids` (any order; missing ids have no row). */
export async function selectWithdrawalFacts(db: Db, ids: readonly number[]): Promise<WithdrawalFacts[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<Record<keyof WithdrawalFacts, string | number | null>>`
    select w.id, w.player_id, w.amount, w.created_at, p.created_at as registered_at,
      (select count(*) from withdrawals o where o.player_id = w.player_id and o.state = 'paid'
         and o.id <> w.id and o.created_at < w.created_at) as earlier_paid,
      ${lastDepositAt} as last_deposit_at,
      (select e.amount ${depositsBefore} order by e.created_at desc, e.id desc limit 1) as last_deposit_amount,
      (select count(*) ${depositsBefore}) as deposit_count,
      (select coalesce(sum(e.amount), 0) ${depositsBefore}) as deposit_sum,
      (select coalesce(sum(r.stake), 0) from game_rounds r where r.player_id = w.player_id
         and r.status <> 'cancelled' and r.opened_at >= ${lastDepositAt} and r.opened_at < w.created_at)
        as stake_since_deposit,
      (select max(c.created_at) from promotion_claims c where c.player_id = w.player_id
         and c.created_at < w.created_at) as last_claim_at
    from withdrawals w
    inner join players p on p.id = w.player_id
    where w.id in (${sql.join(ids)})`.execute(db);
  const number = (value: string | number | null) => Number(value ?? 0);
  const text = (value: string | number | null) => (value === null ? null : String(value));
  return rows.map((row) => ({
    id: number(row.id),
    player_id: number(row.player_id),
    amount: number(row.amount),
    created_at: String(row.created_at),
    registered_at: String(row.registered_at),
    earlier_paid: number(row.earlier_paid),
    last_deposit_at: text(row.last_deposit_at),
    last_deposit_amount: row.last_deposit_amount === null ? null : number(row.last_deposit_amount),
    deposit_count: number(row.deposit_count),
    deposit_sum: number(row.deposit_sum),
    stake_since_deposit: number(row.stake_since_deposit),
    last_claim_at: text(row.last_claim_at),
  }));
}

export type SharedVia = 'ip' | 'device' | 'address';

/**
 * The other players each of `playerIds` shares a client address or device with (any trace of
 * either, operators' traces aside), or a bound withdrawal address of the same type.
 */
export async function selectSharedClients(
  db: Db,
  playerIds: readonly number[],
): Promise<{ player_id: number; other_id: number; via: SharedVia }[]> {
  if (playerIds.length === 0) return [];
  const players = sql.join([...new Set(playerIds)]);
  const { rows } = await sql<{ player_id: number | string; other_id: number | string; via: SharedVia }>`
    select distinct mine.player_id, other.player_id as other_id, 'ip' as via
      from (select distinct player_id, ip from client_traces where player_id in (${players})) mine
      inner join client_traces other on other.ip = mine.ip
     where other.player_id is not null and other.player_id <> mine.player_id
    union
    select distinct mine.player_id, other.player_id as other_id, 'device' as via
      from (select distinct player_id, device_id from client_traces
             where player_id in (${players}) and device_id is not null) mine
      inner join client_traces other on other.device_id = mine.device_id
     where other.player_id is not null and other.player_id <> mine.player_id
    union
    select distinct mine.player_id, other.player_id as other_id, 'address' as via
      from withdraw_addresses mine
      inner join withdraw_addresses other
        on other.address = mine.address and other.type = mine.type and other.area = mine.area
     where mine.player_id in (${players}) and other.player_id <> mine.player_id`.execute(db);
  return rows.map((row) => ({ player_id: Number(row.player_id), other_id: Number(row.other_id), via: row.via }));
}
