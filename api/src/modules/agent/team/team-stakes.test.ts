/** The bottom-up team sums agree with the closure table's: every agent, category, team and direct stake. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomDay, teamRowsOf } from '../../../test/agent-days';
import type { TeamPerformanceRow } from './day-team-store';
import { teamPerformanceRows } from './team-stakes';

const sorted = (rows: TeamPerformanceRow[]) =>
  [...rows].sort((a, b) => a.agent_id - b.agent_id || a.game_type_id - b.game_type_id);

describe('teamPerformanceRows', () => {
  it('equals the sums over the closure rows on random trees', () => {
    fc.assert(
      fc.property(randomDay, (day) => {
        const own = [...day.members].flatMap(([player_id, member]) =>
          [...member.own].map(([game_type_id, stake]) => ({ player_id, game_type_id, stake })),
        );
        const inviterOf = new Map([...day.members].map(([id, member]) => [id, member.inviterId]));
        expect(teamPerformanceRows(own, inviterOf)).toEqual(sorted(teamRowsOf(day.members)));
      }),
      { numRuns: 300 },
    );
  });

  it('adds a chain’s stake to every level above it, the direct part only to the inviter', () => {
    const chain = new Map<number, number | null>([
      [1, null],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    const rows = teamPerformanceRows(
      [
        { player_id: 4, game_type_id: 5, stake: 10 as never },
        { player_id: 3, game_type_id: 1, stake: 7 as never },
      ],
      chain,
    );
    expect(rows.map((row) => [row.agent_id, row.inviter_id, row.game_type_id, row.team, row.direct])).toEqual([
      [1, null, 1, 7, 0],
      [1, null, 5, 10, 0],
      [2, 1, 1, 7, 7],
      [2, 1, 5, 10, 0],
      [3, 2, 5, 10, 10],
    ]);
  });
});
