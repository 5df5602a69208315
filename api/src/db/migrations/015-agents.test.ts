/**
 * Migration 015 on a site that already has players and rounds: the referral tree is built from the
 * inviter links at every depth, and each settled round's stake is counted on the Shanghai day it
 * settled (open and cancelled rounds not at all); the default rate template is in force.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import { migrationDatabase } from '../../test/migration-database';
import { openDatabase } from '../database';

describe.each(TEST_DATABASES)('migration 015-agents on %s', (database) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('builds the closure of the inviter links and the performance of settled rounds by settlement day', async () => {
    const where = migrationDatabase(database, cleanups);
    const before = await openDatabase({ ...where, migrateTo: '014-daily-bets-rebuild' });
    const ids: number[] = [];
    // A chain top → a → b → c, and a second root with no members.
    for (const [index, name] of ['topagent', 'agenta', 'agentb', 'agentc', 'loneplayer'].entries()) {
      const inviter = index >= 1 && index <= 3 ? ids[index - 1]! : null;
      const row = await before.db
        .insertInto('players')
        .values({
          username: name,
          username_canonical: name,
          password_hash: 'x',
          withdraw_password_hash: null,
          withdraw_pw_window_until: null,
          withdraw_pw_locked_until: null,
          invite_code: `INV${index}`,
          inviter_id: inviter,
          created_at: `2026-03-0${index + 1}T00:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const [top, a, b, c] = ids as [number, number, number, number];
    const round = (id: string, status: 'open' | 'settled' | 'cancelled', stake: number, settledAt: string | null) => ({
      provider: 'demo',
      round_id: id,
      player_id: c,
      game_code: 'demo_fruit_slot',
      game_type_id: 5,
      stake: stake as never,
      payout: 0 as never,
      status,
      opened_at: '2026-03-05T15:00:00.000Z',
      settled_at: settledAt,
    });
    await before.db
      .insertInto('game_rounds')
      .values([
        // 15:59:59 UTC is still the 5th in Shanghai; 16:00 is the 6th.
        round('r1', 'settled', 2_000_000, '2026-03-05T15:59:59.000Z'),
        round('r2', 'settled', 3_000_000, '2026-03-05T16:00:00.000Z'),
        round('r3', 'open', 4_000_000, null),
        round('r4', 'cancelled', 0, '2026-03-05T15:30:00.000Z'),
      ])
      .execute();
    await before.close();

    const after = await openDatabase(where);
    cleanups.push(() => after.close());
    const tree = await after.db
      .selectFrom('agent_tree')
      .select(['ancestor_id', 'descendant_id', 'depth', 'joined_at'])
      .orderBy('descendant_id')
      .orderBy('depth')
      .execute();
    expect(tree.map((row) => [row.ancestor_id, row.descendant_id, row.depth])).toEqual([
      [top, a, 1],
      [a, b, 1],
      [top, b, 2],
      [b, c, 1],
      [a, c, 2],
      [top, c, 3],
    ]);
    expect(tree.filter((row) => row.descendant_id === c).map((row) => row.joined_at)).toEqual(
      Array(3).fill('2026-03-04T00:00:00.000Z'),
    );
    const performance = await after.db
      .selectFrom('player_daily_performance')
      .select(['player_id', 'day', 'game_type_id', 'rounds', 'stake'])
      .orderBy('day')
      .execute();
    expect(
      performance.map((row) => [row.player_id, row.day, row.game_type_id, Number(row.rounds), Number(row.stake)]),
    ).toEqual([
      [c, '2026-03-05', 5, 1, 2_000_000],
      [c, '2026-03-06', 5, 1, 3_000_000],
    ]);
    const templates = await after.db.selectFrom('commission_templates').select(['effective_from']).execute();
    expect(templates).toEqual([{ effective_from: '2000-01-01' }]);
  });
});
