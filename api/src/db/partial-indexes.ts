/**
 * Indexes that hold only some rows since migration 019, so that the wallet calls write fewer pages
 * (issue 20), and the conditions a query states to read them. A planner uses a partial index only
 * when the query's conditions imply the index's, and SQLite and PostgreSQL both prove that from
 * the same literal condition, never from bound parameters: hence literal SQL, written as the
 * migration wrote it. Change a condition only together with its index, in a new migration.
 */
import { sql, type RawBuilder } from 'kysely';

/**
 * entries_account_kind_idx holds no entry of a round's bets and wins: most of a wallet's entries,
 * and two of each wallet call. Those kinds are read over the account's time index
 * (entries_account_time_idx), which carries the kind. A query of entries of other kinds states
 * `outsideRoundKinds(column)` beside its kind filter.
 */
export const ROUND_ENTRY_KINDS: readonly string[] = ['bet', 'win'];

/** `<column> not in ('bet', 'win')`: entries_account_kind_idx's condition. */
export function outsideRoundKinds(column: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} not in ('bet', 'win')`;
}

/** Whether entries_account_kind_idx holds the entries of `kind`. */
export const isInKindIndex = (kind: string) => !ROUND_ENTRY_KINDS.includes(kind);

/**
 * `<column> = 'settled'`: game_rounds_player_settled_idx's condition. The index holds settled
 * rounds only, so a bet does not write it; only the win that settles the round does.
 */
export function settledRounds(column = 'status'): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = 'settled'`;
}
