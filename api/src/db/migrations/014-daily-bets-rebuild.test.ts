/**
 * Migration 014 on a database that ran 011 before the summary was kept in each round's
 * transaction: rounds settled meanwhile are summed in, and a row no settled round stands behind
 * is gone, so 投注记录汇总 and 输赢报表 equal the rounds again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import { migrationDatabase } from '../../test/migration-database';
import { openDatabase } from '../database';

describe.each(TEST_DATABASES)('migration 014-daily-bets-rebuild on %s', (database) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const location = () => migrationDatabase(database, cleanups);

  it('sums the settled rounds again, by the Shanghai day of their first bet', async () => {
    const where = location();
    const before = await openDatabase({ ...where, migrateTo: '013-records-rounds' });
    const player = await before.db
      .insertInto('players')
      .values({
        username: 'summaryplayer',
        username_canonical: 'summaryplayer',
        password_hash: 'x',
        withdraw_password_hash: null,
        withdraw_pw_window_until: null,
        withdraw_pw_locked_until: null,
        invite_code: 'SUM014',
        inviter_id: null,
        created_at: '2026-03-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const round = (roundId: string, openedAt: string, status: 'open' | 'settled', stake: number, payout: number) => ({
      provider: 'demo',
      round_id: roundId,
      player_id: player.id,
      game_code: 'demo_fruit_slot',
      game_type_id: 5,
      stake: stake as never,
      payout: payout as never,
      status,
      opened_at: openedAt,
      settled_at: status === 'settled' ? openedAt : null,
    });
    // Settled after 011 by code that did not add to the summary; 15:59:59 UTC is still the 1st in Shanghai.
    await before.db
      .insertInto('game_rounds')
      .values([
        round('a', '2026-03-01T15:59:59.000Z', 'settled', 2_000_000, 5_000_000),
        round('b', '2026-03-01T16:00:00.000Z', 'settled', 1_000_000, 0),
        round('c', '2026-03-01T16:30:00.000Z', 'settled', 3_000_000, 1_000_000),
        round('d', '2026-03-01T17:00:00.000Z', 'open', 4_000_000, 0),
      ])
      .execute();
    // A row no settled round stands behind (of a day with none).
    await before.db
      .insertInto('player_daily_bets')
      .values({
        player_id: player.id,
        day: '2026-02-27',
        provider: 'demo',
        game_type_id: 5,
        rounds: 9,
        stake: 9 as never,
        payout: 9 as never,
      })
      .execute();
    await before.close();

    const after = await openDatabase(where);
    cleanups.push(() => after.close());
    const rows = await after.db
      .selectFrom('player_daily_bets')
      .select(['day', 'rounds', 'stake', 'payout'])
      .where('player_id', '=', player.id)
      .orderBy('day')
      .execute();
    expect(rows.map((row) => [row.day, Number(row.rounds), Number(row.stake), Number(row.payout)])).toEqual([
      ['2026-03-01', 1, 2_000_000, 5_000_000],
      ['2026-03-02', 2, 4_000_000, 1_000_000],
    ]);
  });
});
