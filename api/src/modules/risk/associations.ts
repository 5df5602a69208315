/**
 * Associations (关联账户): the other players who share with a player a client address or device id
 * (any trace: registration, login, session, order…), a withdrawal address or a deposit's sender;
 * and the 风控 screen's clusters of such players over a period of 北京时间 days.
 */
import { apiMessages, type AssociatedPlayer, type ClustersResult, type RiskLinkKind } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { shanghaiDate, shanghaiDaysUtc, shanghaiMidnightUtc } from '../../shanghai-time';
import { clustersOf, type ValueUse } from './associations-clusters';
import {
  selectSharedAddressMembers,
  selectSharedDepositSenders,
  selectSharedTraceKeys,
  selectSharedTraceValues,
  selectSharedWithdrawAddresses,
  selectTraceKeyMembers,
  selectUsernames,
  type Period,
  type SharedRow,
} from './associations-store';

/** Rows read of each kind of link: a player shown with thousands of links is already an answer. */
const LINKS_READ = 1_000;
const PLAYERS_SHOWN = 200;
/** Shared values a cluster answer reads of each kind, those of the most players first. */
const CLUSTER_VALUES_READ = 500;
const DEFAULT_DAYS = 30;
const LONGEST_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/** GET …/players/:id/associations: the other players by latest shared use, each with what they share. */
export async function playerAssociations(context: AppContext, playerId: number): Promise<{ list: AssociatedPlayer[] }> {
  const { db } = context;
  const [ips, devices, addresses, senders] = await Promise.all([
    selectSharedTraceValues(db, playerId, 'ip', LINKS_READ),
    selectSharedTraceValues(db, playerId, 'device_id', LINKS_READ),
    selectSharedWithdrawAddresses(db, playerId, LINKS_READ),
    selectSharedDepositSenders(db, playerId, LINKS_READ),
  ]);
  const byPlayer = new Map<number, AssociatedPlayer['links']>();
  const add = (kind: RiskLinkKind, rows: SharedRow[]) => {
    for (const row of rows) {
      const id = Number(row.player_id);
      byPlayer.set(id, [...(byPlayer.get(id) ?? []), { kind, value: row.value, last_seen: row.last_seen }]);
    }
  };
  add('ip', ips);
  add('device', devices);
  add('address', addresses);
  add('deposit_from', senders);
  const players = [...byPlayer.entries()]
    .map(([id, links]) => ({
      id,
      links,
      lastSeen: links.reduce((latest, link) => maxText(latest, link.last_seen), ''),
    }))
    .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen))
    .slice(0, PLAYERS_SHOWN);
  const usernames = await selectUsernames(
    db,
    players.map((player) => player.id),
  );
  return {
    list: players.map((player) => ({
      player_id: player.id,
      username: usernames.get(player.id) ?? '',
      links: player.links.sort((a, b) => b.last_seen.localeCompare(a.last_seen)),
      last_seen: player.lastSeen,
    })),
  };
}

const maxText = (a: string, b: string) => (b > a ? b : a);

/** Whether a 'YYYY-MM-DD' text names a day that exists (not 2026-02-30). */
const isDay = (day: string) => {
  const start = shanghaiMidnightUtc(day);
  return !Number.isNaN(start.getTime()) && shanghaiDate(start) === day;
};

/** The period's days (default: the last 30 days to today, 北京时间) and UTC bounds; refused past a year or inverted. */
export function clusterPeriod(
  now: Date,
  query: { from?: string; to?: string },
): Period & { fromDay: string; toDay: string } {
  const toDay = query.to ?? shanghaiDate(now);
  const fromDay = query.from ?? shanghaiDate(new Date(Date.parse(`${toDay}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const bounds = shanghaiDaysUtc(fromDay, toDay);
  if (!bounds?.fromUtc || !bounds.beforeUtc || !isDay(fromDay) || !isDay(toDay))
    throw refuse(apiMessages.riskPeriodInvalid);
  if (Date.parse(bounds.beforeUtc) - Date.parse(bounds.fromUtc) > LONGEST_DAYS * DAY_MS)
    throw refuse(apiMessages.riskPeriodInvalid);
  return { from: bounds.fromUtc, before: bounds.beforeUtc, fromDay, toDay };
}

/** The uses of the addresses or device ids more than one player used in the period; whether some were left out. */
async function traceUses(context: AppContext, key: 'ip' | 'device_id', period: Period) {
  const shared = await selectSharedTraceKeys(context.db, key, period, CLUSTER_VALUES_READ);
  const values = shared.map((row) => row.value);
  const members = await selectTraceKeyMembers(context.db, key, values, period);
  const kind: RiskLinkKind = key === 'ip' ? 'ip' : 'device';
  return { uses: members.map((row) => useOf(kind, row)), truncated: shared.length === CLUSTER_VALUES_READ };
}

const useOf = (kind: RiskLinkKind, row: SharedRow): ValueUse => ({
  kind,
  value: row.value,
  playerId: Number(row.player_id),
  lastSeen: row.last_seen,
});

/** GET …/risk/clusters: groups of players linked by a shared address, device or withdrawal address, largest first. */
export async function riskClusters(
  context: AppContext,
  query: { from?: string; to?: string },
): Promise<ClustersResult> {
  const period = clusterPeriod(context.now(), query);
  const [ips, devices, addresses] = await Promise.all([
    traceUses(context, 'ip', period),
    traceUses(context, 'device_id', period),
    selectSharedAddressMembers(context.db, period, CLUSTER_VALUES_READ),
  ]);
  const clusters = clustersOf([...ips.uses, ...devices.uses, ...addresses.map((row) => useOf('address', row))]);
  const usernames = await selectUsernames(
    context.db,
    clusters.flatMap((cluster) => cluster.playerIds),
  );
  return {
    from: period.fromDay,
    to: period.toDay,
    list: clusters.map((cluster) => ({
      players: cluster.playerIds.map((id) => ({ id, username: usernames.get(id) ?? '' })),
      links: cluster.links,
      last_seen: cluster.lastSeen,
    })),
    truncated: ips.truncated || devices.truncated || addresses.length >= CLUSTER_VALUES_READ,
  };
}
