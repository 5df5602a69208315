import { describe, expect, it } from 'vitest';
import { clustersOf, type ValueUse } from './associations-clusters';

const use = (
  kind: ValueUse['kind'],
  value: string,
  playerId: number,
  lastSeen = '2026-11-01T00:00:00.000Z',
): ValueUse => ({
  kind,
  value,
  playerId,
  lastSeen,
});

describe('clustersOf', () => {
  it('joins players linked through one another into one cluster, with every linking value', () => {
    const clusters = clustersOf([
      use('device', 'd1', 1),
      use('device', 'd1', 2),
      use('ip', '192.0.2.1', 2),
      use('ip', '192.0.2.1', 3),
      use('address', 'T1', 4, '2026-11-05T00:00:00.000Z'),
      use('address', 'T1', 5, '2026-11-06T00:00:00.000Z'),
      // Used by one player only: links nobody.
      use('device', 'd9', 6),
    ]);
    expect(clusters).toEqual([
      {
        playerIds: [1, 2, 3],
        links: [
          { kind: 'ip', value: '192.0.2.1', players: 2 },
          { kind: 'device', value: 'd1', players: 2 },
        ],
        lastSeen: '2026-11-01T00:00:00.000Z',
      },
      {
        playerIds: [4, 5],
        links: [{ kind: 'address', value: 'T1', players: 2 }],
        lastSeen: '2026-11-06T00:00:00.000Z',
      },
    ]);
  });

  it('orders clusters of one size by the latest use, and counts a value’s players once', () => {
    const clusters = clustersOf([
      use('device', 'old', 1, '2026-10-01T00:00:00.000Z'),
      use('device', 'old', 2, '2026-10-01T00:00:00.000Z'),
      use('device', 'new', 3, '2026-11-01T00:00:00.000Z'),
      use('device', 'new', 4, '2026-11-01T00:00:00.000Z'),
      use('device', 'new', 4, '2026-11-02T00:00:00.000Z'),
    ]);
    expect(clusters.map((cluster) => cluster.playerIds)).toEqual([
      [3, 4],
      [1, 2],
    ]);
    expect(clusters[0]!.links).toEqual([{ kind: 'device', value: 'new', players: 2 }]);
    expect(clusters[0]!.lastSeen).toBe('2026-11-02T00:00:00.000Z');
  });

  it('merges two groups that a later value bridges', () => {
    const clusters = clustersOf([
      use('device', 'a', 1),
      use('device', 'a', 2),
      use('device', 'b', 3),
      use('device', 'b', 4),
      use('ip', 'bridge', 2),
      use('ip', 'bridge', 4),
    ]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.playerIds).toEqual([1, 2, 3, 4]);
    expect(clustersOf([])).toEqual([]);
  });
});
