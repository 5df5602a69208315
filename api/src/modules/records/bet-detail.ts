/**
 * 投注详情 (bet-detail): the player's rounds of a period by their first bet's time, newest first,
 * every status, keyset paged; and one round with its provider wallet calls and the ledger entries
 * they made. Read from game_rounds itself (not the summary): a list of rounds, exact per round.
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  type BetDetailResult,
  type BetRound,
  type BetRoundResult,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { formatShanghaiTime } from '../../shanghai-time';
import { walletAccountId } from '../ledger';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import { kindName } from './kinds';
import { resolvePeriod, type PeriodInput } from '../../record-period';
import { selectAccountEntriesOfTransfers, selectPaidHeldWinTransfers, selectRoundCalls } from './round-store';
import { gameNames, providerNames, selectPlayerRound, selectRounds, type RoundRow } from './store';

const usdt = (micro: number) => formatUsdt(microUsdt(micro));

/** The rounds as the list shows them, with their games' and providers' names (two lookups per page). */
async function shownRounds(context: AppContext, rows: RoundRow[]): Promise<BetRound[]> {
  const [providers, games] = await Promise.all([
    providerNames(
      context.db,
      rows.map((row) => row.provider),
    ),
    gameNames(context.db, rows),
  ]);
  return rows.map((row) => ({
    id: row.id,
    round_id: row.round_id,
    provider: row.provider,
    provider_name: providers.get(row.provider) ?? row.provider,
    game_type_id: row.game_type_id,
    game_code: row.game_code,
    game_name: games.get(`${row.provider}:${row.game_code}`) ?? row.game_code,
    stake: usdt(row.stake),
    payout: usdt(row.payout),
    // An open round is not decided yet, a cancelled one staked nothing: only a settled one won or lost.
    win_loss: usdt(row.status === 'settled' ? row.payout - row.stake : 0),
    status: row.status,
    opened_at: formatShanghaiTime(row.opened_at),
    settled_at: row.settled_at === null ? null : formatShanghaiTime(row.settled_at),
  }));
}

/**
 * 投注详情: a page of the player's rounds of the period, all or of one category and/or provider.
 * @throws DomainError for bad dates or cursor (resolvePeriod, decodeCursor)
 */
export async function betDetail(
  context: AppContext,
  playerId: number,
  input: PeriodInput & {
    game_type_id?: number | undefined;
    provider?: string | undefined;
    cursor?: string | undefined;
    size: number;
  },
): Promise<BetDetailResult> {
  const period = resolvePeriod(input, context.now());
  const below = decodeCursor(input.cursor);
  const window = { fromUtc: period.fromUtc, toUtc: period.toUtc, below, limit: input.size + 1 };
  const filter = { gameTypeId: input.game_type_id, provider: input.provider };
  const rows = await selectRounds(context.db, playerId, filter, window);
  const { list, next_cursor } = pageOf(rows, input.size, (row) => ({ at: row.opened_at, id: row.id }));
  return {
    start_date: period.startDate,
    end_date: period.endDate,
    list: await shownRounds(context, list),
    next_cursor,
  };
}

/**
 * One round of the player's with its wallet calls and the wallet entries they and a paid held win
 * made, oldest first.
 * @throws DomainError (注单不存在) for a missing round and for another player's alike
 */
export async function betRound(context: AppContext, playerId: number, id: number): Promise<BetRoundResult> {
  const round = await selectPlayerRound(context.db, playerId, id);
  if (!round) throw refuse(apiMessages.recordRoundNotFound);
  const [[shown], calls, heldTransfers, wallet] = await Promise.all([
    shownRounds(context, [round]),
    selectRoundCalls(context.db, round),
    selectPaidHeldWinTransfers(context.db, round),
    walletAccountId(context.db, playerId),
  ]);
  const transferIds = [
    ...calls.flatMap((call) => (call.transfer_id === null ? [] : [call.transfer_id])),
    ...heldTransfers,
  ];
  const entries = wallet === null ? [] : await selectAccountEntriesOfTransfers(context.db, wallet, transferIds);
  return {
    ...shown!,
    calls: calls.map((call) => ({
      kind: call.kind,
      transaction_id: call.transaction_id,
      amount: usdt(call.amount),
      created_at: formatShanghaiTime(call.created_at),
    })),
    entries: entries.map((entry) => ({
      kind: entry.kind,
      kind_name: kindName(entry.kind),
      amount: usdt(entry.amount),
      balance_after: usdt(entry.balance_after),
      created_at: formatShanghaiTime(entry.created_at),
    })),
  };
}
