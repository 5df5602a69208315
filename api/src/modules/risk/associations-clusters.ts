/**
 * Clusters: players linked, directly or through one another, by values they shared (an address, a
 * device, a withdrawal address). A pure rule over (player, value) uses: the connected components of
 * the graph whose edges are shared values, each with the values that link it, largest first.
 */
import type { RiskLinkKind } from 'shared-contracts';

/** One player's use of a value, with its latest time. */
export interface ValueUse {
  kind: RiskLinkKind;
  value: string;
  playerId: number;
  lastSeen: string;
}

export interface PlayerCluster {
  playerIds: number[];
  links: Array<{ kind: RiskLinkKind; value: string; players: number }>;
  lastSeen: string;
}

/** Union-find's root of `id`, halving the path as it goes. */
function rootOf(parents: Map<number, number>, id: number): number {
  let node = id;
  for (let parent = parents.get(node) ?? node; parent !== node; parent = parents.get(node) ?? node) {
    const grandparent = parents.get(parent) ?? parent;
    parents.set(node, grandparent);
    node = grandparent;
  }
  return node;
}

/**
 * The clusters of two or more players that `uses` make, largest first (then the most recently seen);
 * a value only one player used links nobody and is left out.
 * @example clustersOf([{ kind: 'device', value: 'd1', playerId: 1, lastSeen: 't' }, { kind: 'device', value: 'd1', playerId: 2, lastSeen: 't' }])
 *   // [{ playerIds: [1, 2], links: [{ kind: 'device', value: 'd1', players: 2 }], lastSeen: 't' }]
 */
export function clustersOf(uses: readonly ValueUse[]): PlayerCluster[] {
  const byValue = new Map<string, { kind: RiskLinkKind; value: string; players: Set<number>; lastSeen: string }>();
  for (const use of uses) {
    const key = `${use.kind}\u0000${use.value}`;
    const entry = byValue.get(key) ?? { kind: use.kind, value: use.value, players: new Set(), lastSeen: '' };
    entry.players.add(use.playerId);
    if (use.lastSeen > entry.lastSeen) entry.lastSeen = use.lastSeen;
    byValue.set(key, entry);
  }
  const links = [...byValue.values()].filter((entry) => entry.players.size > 1);
  const parents = new Map<number, number>();
  for (const link of links) {
    const [first, ...rest] = [...link.players];
    for (const other of rest) parents.set(rootOf(parents, other), rootOf(parents, first!));
  }
  const clusters = new Map<number, { players: Set<number>; links: PlayerCluster['links']; lastSeen: string }>();
  for (const link of links) {
    const root = rootOf(parents, [...link.players][0]!);
    const cluster = clusters.get(root) ?? { players: new Set<number>(), links: [], lastSeen: '' };
    for (const player of link.players) cluster.players.add(player);
    cluster.links.push({ kind: link.kind, value: link.value, players: link.players.size });
    if (link.lastSeen > cluster.lastSeen) cluster.lastSeen = link.lastSeen;
    clusters.set(root, cluster);
  }
  return [...clusters.values()]
    .map((cluster) => ({
      playerIds: [...cluster.players].sort((a, b) => a - b),
      links: cluster.links.sort((a, b) => b.players - a.players || a.value.localeCompare(b.value)),
      lastSeen: cluster.lastSeen,
    }))
    .sort((a, b) => b.playerIds.length - a.playerIds.length || b.lastSeen.localeCompare(a.lastSeen));
}
