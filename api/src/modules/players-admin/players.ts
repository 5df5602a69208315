/**
 * The console's read-only player view: search, a player's profile with lifetime totals, their
 * wallet's entries and their game rounds, a page at a time. Every operator role may read it.
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  type AdminLedgerEntry,
  type AdminPlayerProfile,
  type AdminPlayerRow,
  type AdminRound,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { playerHoldCode, playerWalletCode, walletAccountId } from '../ledger';
import { kindName, kindsOf, gameNames, providerNames, selectRounds } from '../records';
import {
  countRounds,
  selectBalancesByCode,
  selectEntryPage,
  selectPlayerPage,
  selectPlayerProfile,
  selectPlayerTotals,
  type PlayerSearch,
} from './store';

const usdt = (micro: number) => formatUsdt(microUsdt(micro));

interface Page {
  page: number;
  size: number;
}

/** The ways one search text can name a player: an id (digits), a name's start, an invite code. */
export function searchOf(text: string | undefined): PlayerSearch | undefined {
  if (text === undefined) return undefined;
  const search: PlayerSearch = {};
  if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) search.id = Number(text);
  if (/^[A-Za-z0-9]{1,20}$/.test(text)) {
    search.usernamePrefix = text.toLowerCase();
    search.inviteCode = text.toUpperCase();
  }
  return search;
}

/** GET /api/admin/players: newest first, or those the search text names. */
export async function listPlayers(context: AppContext, query: Page & { q?: string | undefined }) {
  const { total, rows } = await selectPlayerPage(
    context.db,
    searchOf(query.q),
    query.size,
    (query.page - 1) * query.size,
  );
  const balances = await selectBalancesByCode(
    context.db,
    rows.map((row) => playerWalletCode(row.id)),
  );
  const list: AdminPlayerRow[] = rows.map((row) => ({
    id: row.id,
    username: row.username,
    invite_code: row.invite_code,
    balance: usdt(balances.get(playerWalletCode(row.id)) ?? 0),
    created_at: row.created_at,
    last_seen_at: row.last_seen_at ?? null,
    login_disabled: row.login_disabled_at !== null,
    direct_members: row.direct_members,
  }));
  return { total, page: query.page, size: query.size, list };
}

/** The player's id when they exist, else 404 玩家不存在. */
async function requirePlayer(context: AppContext, playerId: number) {
  const player = await selectPlayerProfile(context.db, playerId);
  if (!player) throw refuse(apiMessages.walletPlayerNotFound, 404);
  return player;
}

/** GET /api/admin/players/:id: who they are, their money now and their lifetime figures. */
export async function playerProfile(context: AppContext, playerId: number): Promise<AdminPlayerProfile> {
  const player = await requirePlayer(context, playerId);
  const wallet = await walletAccountId(context.db, playerId);
  const [balances, totals] = await Promise.all([
    selectBalancesByCode(context.db, [playerWalletCode(playerId), playerHoldCode(playerId)]),
    selectPlayerTotals(context.db, playerId, wallet, kindsOf('deposit')),
  ]);
  return {
    id: player.id,
    username: player.username,
    invite_code: player.invite_code,
    inviter: player.inviter_id === null ? null : { id: player.inviter_id, username: player.inviter_username ?? '' },
    balance: usdt(balances.get(playerWalletCode(playerId)) ?? 0),
    held: usdt(balances.get(playerHoldCode(playerId)) ?? 0),
    // SQLite answers the comparison 0/1.
    withdraw_password_set: Boolean(player.withdraw_password_set),
    withdraw_password_locked_until:
      player.withdraw_pw_locked_until !== null && new Date(player.withdraw_pw_locked_until) > context.now()
        ? player.withdraw_pw_locked_until
        : null,
    created_at: player.created_at,
    last_login_at: player.last_login_at ?? null,
    last_seen_at: player.last_seen_at ?? null,
    login_disabled_at: player.login_disabled_at,
    age_confirmed_at: player.age_confirmed_at,
    direct_members: Number(player.direct_members),
    totals: {
      deposits: usdt(totals.deposits),
      withdrawals_paid: usdt(totals.withdrawalsPaid),
      rounds: totals.rounds,
      stake: usdt(totals.stake),
      payout: usdt(totals.payout),
      adjustments: usdt(totals.adjustments),
    },
    open_withdrawals: totals.openWithdrawals,
    pending_adjustments: totals.pendingAdjustments,
  };
}

/** GET /api/admin/players/:id/ledger: every entry on the wallet, newest first, with its transfer. */
export async function playerLedger(context: AppContext, query: Page & { id: number }) {
  await requirePlayer(context, query.id);
  const wallet = await walletAccountId(context.db, query.id);
  const { total, rows } =
    wallet === null
      ? { total: 0, rows: [] }
      : await selectEntryPage(context.db, wallet, query.size, (query.page - 1) * query.size);
  const list: AdminLedgerEntry[] = rows.map((row) => ({
    id: row.id,
    transfer_id: row.transfer_id,
    kind: row.kind,
    kind_name: kindName(row.kind),
    reference: row.reference,
    amount: usdt(row.amount),
    balance_after: usdt(row.balance_after),
    created_at: row.created_at,
  }));
  return { total, page: query.page, size: query.size, list };
}

/** GET /api/admin/players/:id/rounds: every round, by when it opened, newest first. */
export async function playerRounds(context: AppContext, query: Page & { id: number }) {
  await requirePlayer(context, query.id);
  const [total, rows] = await Promise.all([
    countRounds(context.db, query.id),
    selectRounds(context.db, query.id, {}, { limit: query.size, offset: (query.page - 1) * query.size }),
  ]);
  const [providers, games] = await Promise.all([
    providerNames(
      context.db,
      rows.map((row) => row.provider),
    ),
    gameNames(context.db, rows),
  ]);
  const list: AdminRound[] = rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    provider_name: providers.get(row.provider) ?? row.provider,
    round_id: row.round_id,
    game_code: row.game_code,
    game_name: games.get(`${row.provider}:${row.game_code}`) ?? row.game_code,
    game_type_id: row.game_type_id,
    stake: usdt(Number(row.stake)),
    payout: usdt(Number(row.payout)),
    status: row.status,
    opened_at: row.opened_at,
    settled_at: row.settled_at,
  }));
  return { total, page: query.page, size: query.size, list };
}

/** A player's page of one of the money lists, 404 for no such player (the lists would answer an empty page). */
export async function ofPlayer<Result>(context: AppContext, playerId: number, list: () => Promise<Result>) {
  await requirePlayer(context, playerId);
  return list();
}
