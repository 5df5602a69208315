/** SQL of one round's detail: its provider wallet calls and the player's ledger entries they (and a paid held win) made. */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface RoundOf {
  provider: string;
  round_id: string;
  player_id: number;
}

/**
 * The round's bet, win and rollback calls, oldest first, over the (provider, round_id, player_id)
 * index (migration 013). A rollback that moved nothing is a refusal remembered as a tombstone (a
 * rollback of a bet never taken), not a call that happened to the round: left out.
 */
export function selectRoundCalls(db: Db, round: RoundOf) {
  return db
    .selectFrom('provider_transactions')
    .select(['kind', 'transaction_id', 'amount', 'transfer_id', 'created_at'])
    .where('provider', '=', round.provider)
    .where('round_id', '=', round.round_id)
    .where('player_id', '=', round.player_id)
    .where((row) => row.or([row('kind', '!=', 'rollback'), row('transfer_id', 'is not', null)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The transfers of the round's held wins an operator paid (held_wins_round_idx). */
export async function selectPaidHeldWinTransfers(db: Db, round: RoundOf): Promise<number[]> {
  const rows = await db
    .selectFrom('held_wins')
    .select('transfer_id')
    .where('provider', '=', round.provider)
    .where('round_id', '=', round.round_id)
    .where('player_id', '=', round.player_id)
    .where('status', '=', 'paid')
    .execute();
  return rows.flatMap((row) => (row.transfer_id === null ? [] : [row.transfer_id]));
}

/**
 * An account's entries of these transfers, oldest first. Read by transfer alone (entries_transfer_idx:
 * a transfer has a few legs), then narrowed and ordered here. With the account in the WHERE (or an
 * ORDER BY on time), SQLite without statistics walks the account's index instead: every entry of the
 * wallet, ~200 ms for a player with 40,000 rounds (`pnpm bench:records`).
 */
export async function selectAccountEntriesOfTransfers(
  db: Db,
  accountId: number,
  transferIds: readonly number[],
): Promise<Array<{ kind: string; amount: MicroUsdt; balance_after: MicroUsdt; created_at: string }>> {
  if (transferIds.length === 0) return [];
  const rows = await db
    .selectFrom('entries')
    .select(['id', 'account_id', 'kind', 'amount', 'balance_after', 'created_at'])
    .where('transfer_id', 'in', [...transferIds])
    .execute();
  return rows
    .filter((row) => row.account_id === accountId)
    .sort((a, b) => (a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1))
    .map(({ kind, amount, balance_after, created_at }) => ({ kind, amount, balance_after, created_at }));
}
