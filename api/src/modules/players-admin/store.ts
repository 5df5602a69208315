/** SQL of the console's player view: search, a player's figures, and their wallet's entries by page. */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { windowed } from '../../db/record-window';
import { outsideRoundKinds } from '../../db/partial-indexes';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What a search text may be, each matched its own way (an absent one matches nothing). */
export interface PlayerSearch {
  id?: number;
  /** Lower case: a prefix of username_canonical. */
  usernamePrefix?: string;
  /** Upper case: an exact invite code. */
  inviteCode?: string;
}

/** Sums come back as numeric text from PostgreSQL; one player's totals are far inside 2^53. */
const total = (value: number | string | null | undefined) => Number(value ?? 0);

function searched(db: Db, search: PlayerSearch | undefined) {
  const players = db.selectFrom('players as p');
  if (!search) return players;
  return players.where((eb) => {
    const any = [];
    if (search.id !== undefined) any.push(eb('p.id', '=', search.id));
    // Names are letters and digits only, so the prefix needs no LIKE escaping.
    if (search.usernamePrefix !== undefined) any.push(eb('p.username_canonical', 'like', `${search.usernamePrefix}%`));
    if (search.inviteCode !== undefined) any.push(eb('p.invite_code', '=', search.inviteCode));
    return any.length === 0 ? sql<boolean>`1 = 0` : eb.or(any);
  });
}

const lastSeen = (eb: ExpressionBuilder<Database & { p: Database['players'] }, 'p'>) =>
  eb
    .selectFrom('sessions as s')
    .select(sql<string | null>`max(s.last_seen_at)`.as('seen'))
    .where('s.subject_type', '=', 'player')
    .whereRef('s.subject_id', '=', 'p.id');

const directMembers = (eb: ExpressionBuilder<Database & { p: Database['players'] }, 'p'>) =>
  eb
    .selectFrom('players as member')
    .select(sql<number | string>`count(*)`.as('members'))
    .whereRef('member.inviter_id', '=', 'p.id');

/** A page of players, newest first, with when they were last seen and how many they invited. */
export async function selectPlayerPage(db: Db, search: PlayerSearch | undefined, limit: number, offset: number) {
  const [count, rows] = await Promise.all([
    searched(db, search)
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
    searched(db, search)
      .select((eb) => [
        'p.id',
        'p.username',
        'p.invite_code',
        'p.created_at',
        'p.login_disabled_at',
        lastSeen(eb).as('last_seen_at'),
        directMembers(eb).as('direct_members'),
      ])
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    total: total(count.total),
    rows: rows.map((row) => ({ ...row, direct_members: total(row.direct_members) })),
  };
}

/** Balances of accounts by code (absent codes are left out). */
export async function selectBalancesByCode(db: Db, codes: readonly string[]): Promise<Map<string, MicroUsdt>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('accounts').select(['code', 'balance']).where('code', 'in', codes).execute();
  return new Map(rows.map((row) => [row.code, Number(row.balance) as MicroUsdt]));
}

/** The player's row with their inviter's name, session times and direct members. */
export function selectPlayerProfile(db: Db, playerId: number) {
  return db
    .selectFrom('players as p')
    .leftJoin('players as inviter', 'inviter.id', 'p.inviter_id')
    .select((eb) => [
      'p.id',
      'p.username',
      'p.invite_code',
      'p.inviter_id',
      'inviter.username as inviter_username',
      sql<boolean>`p.withdraw_password_hash is not null`.as('withdraw_password_set'),
      'p.withdraw_pw_locked_until',
      'p.created_at',
      'p.login_disabled_at',
      'p.age_confirmed_at',
      lastSeen(eb).as('last_seen_at'),
      eb
        .selectFrom('sessions as s')
        .select(sql<string | null>`max(s.created_at)`.as('login'))
        .where('s.subject_type', '=', 'player')
        .whereRef('s.subject_id', '=', 'p.id')
        .as('last_login_at'),
      directMembers(eb).as('direct_members'),
    ])
    .where('p.id', '=', playerId)
    .executeTakeFirst();
}

/** Lifetime figures of the player: each one indexed query on the player's own rows. */
export async function selectPlayerTotals(db: Db, playerId: number, walletId: number | null, depositKinds: string[]) {
  const [deposits, withdrawals, bets, adjustments] = await Promise.all([
    walletId === null
      ? { sum: 0 }
      : db
          .selectFrom('entries')
          .select(sql<number | string>`coalesce(sum(amount), 0)`.as('sum'))
          .where('account_id', '=', walletId)
          .where('kind', 'in', depositKinds)
          .where(outsideRoundKinds('kind'))
          .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select([
        sql<number | string>`coalesce(sum(case when state = 'paid' then amount else 0 end), 0)`.as('paid'),
        sql<number | string>`coalesce(sum(case when state in ('review', 'paying', 'verify') then 1 else 0 end), 0)`.as(
          'open',
        ),
      ])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('player_daily_bets')
      .select([
        sql<number | string>`coalesce(sum(rounds), 0)`.as('rounds'),
        sql<number | string>`coalesce(sum(stake), 0)`.as('stake'),
        sql<number | string>`coalesce(sum(payout), 0)`.as('payout'),
      ])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('balance_adjustments')
      .select([
        sql<number | string>`coalesce(sum(case when status = 'applied' then amount else 0 end), 0)`.as('applied'),
        sql<number | string>`coalesce(sum(case when status = 'pending' then 1 else 0 end), 0)`.as('pending'),
      ])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    deposits: total(deposits.sum),
    withdrawalsPaid: total(withdrawals.paid),
    openWithdrawals: total(withdrawals.open),
    rounds: total(bets.rounds),
    stake: total(bets.stake),
    payout: total(bets.payout),
    adjustments: total(adjustments.applied),
    pendingAdjustments: total(adjustments.pending),
  };
}

/** A page of an account's entries with their transfer, newest first, and how many there are. */
export async function selectEntryPage(db: Db, accountId: number, limit: number, offset: number) {
  const ids = db.selectFrom('entries').select('entries.id').where('entries.account_id', '=', accountId);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('entries')
      .select(sql<number | string>`count(*)`.as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('entries as e')
      .innerJoin('transfers as t', 't.id', 'e.transfer_id')
      .select(['e.id', 'e.transfer_id', 'e.kind', 't.reference', 'e.amount', 'e.balance_after', 'e.created_at'])
      .where('e.id', 'in', windowed(ids, 'entries', { limit, offset }))
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .execute(),
  ]);
  return { total: total(count.total), rows };
}

/** How many rounds the player has (over the (player_id, opened_at, id) index). */
export async function countRounds(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('game_rounds')
    .select(sql<number | string>`count(*)`.as('total'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return total(row.total);
}
