/** A day's categories_json as the read calls parse it: the settlement's shape, a gross it lacks computed exactly. */
import { describe, expect, it } from 'vitest';
import { parseCommissionCategories } from './figures';

describe('parseCommissionCategories', () => {
  it('reads the rows the settlement and the estimates write', () => {
    const json = JSON.stringify([{ game_type_id: 3, team_performance: 1_000_000_000, rate: 70, gross: 7_000_000 }]);
    expect(parseCommissionCategories(json)).toEqual([
      { game_type_id: 3, team_performance: 1_000_000_000, rate: 70, gross: 7_000_000 },
    ]);
  });

  it('computes a missing gross as ⌊performance × rate / 10,000⌋ without losing precision above 2^53', () => {
    const json = JSON.stringify([
      { game_type_id: 1, team_performance: 3_333, rate: 50 },
      // In floating point this product rounds up to …888; exactly it is …887.
      { game_type_id: 2, team_performance: 8_888_888_888_888_887, rate: 7_777 },
    ]);
    const [small, large] = parseCommissionCategories(json);
    expect(small!.gross).toBe(16);
    expect(large!.gross).toBe(6_912_888_888_888_887);
  });

  it('reads anything but a list as no categories', () => {
    expect(parseCommissionCategories('{}')).toEqual([]);
    expect(parseCommissionCategories('null')).toEqual([]);
  });
});
