/**
 * 投注详情 paging on both databases: keyset cursors that never skip or repeat a round while rounds
 * arrive at the cursor's instant (and another player's beside them), and deep pages, of all rounds
 * and of one category and provider, equal to the list recomputed from game_rounds.
 */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { walkPages } from '../../test/records';
import { BET_DETAIL_NOW, core, expectedRounds, insertRound, minutesAgo } from '../../test/records-bet-detail';
import { recordsWorld, roundPlayer, type RoundPlayer } from '../../test/records-rounds';

const { betDetail } = apiPaths.records;

describe.each(TEST_DATABASES)('bet detail (投注详情) paging on %s', (database) => {
  let testApp: TestApp;
  let bob: RoundPlayer;
  beforeAll(async () => {
    ({ testApp, bob } = await recordsWorld(database, BET_DETAIL_NOW));
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('pages through rounds of one instant and rounds arriving meanwhile without skipping or repeating one', async () => {
    const player = await roundPlayer(testApp);
    for (let index = 0; index < 10; index += 1) await insertRound(testApp, player.id, minutesAgo(120));
    for (let index = 0; index < 9; index += 1) await insertRound(testApp, player.id, minutesAgo(110 - index));
    const before = await expectedRounds(testApp, player.id);
    let arrivals = 0;
    const pages = await walkPages(testApp, player.token, betDetail, { period: '7d', size: 4 }, async () => {
      // After every page: a newer round, one at the very instant of the tied ten, and another player's.
      arrivals += 1;
      await insertRound(testApp, player.id, minutesAgo(10 - arrivals));
      await insertRound(testApp, player.id, minutesAgo(120));
      await insertRound(testApp, bob.id, minutesAgo(120));
    });
    const listed = pages.flat().map(core);
    const ids = listed.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const startIds = new Set(before.map((row) => row.id));
    expect(listed.filter((row) => startIds.has(row.id as number))).toEqual(before);
    const after = await expectedRounds(testApp, player.id);
    expect(after).toHaveLength(before.length + 2 * arrivals);
    const listedIds = new Set(ids);
    expect(listed).toEqual(after.filter((row) => listedIds.has(row.id)));
    expect(listed.length).toBeGreaterThan(before.length);
  });

  it('reaches deep pages through the cursor, all rounds and of one category and provider', async () => {
    const player = await roundPlayer(testApp);
    // 240 rounds over two days, three at each instant, two providers.
    for (let index = 0; index < 240; index += 1)
      await insertRound(testApp, player.id, minutesAgo(60 * 24 * 2 - Math.floor(index / 3)), {
        provider: index % 4 ? 'demo' : 'pg',
      });
    const pages = await walkPages(testApp, player.token, betDetail, { period: '7d', size: 4 });
    const expected = await expectedRounds(testApp, player.id);
    expect(pages).toHaveLength(60);
    expect(pages[57]!.map(core)).toEqual(expected.slice(228, 232));
    expect(pages.flat().map(core)).toEqual(expected);
    const pgOnly = { game_type_id: 3, provider: 'pg' };
    const pgPages = await walkPages(testApp, player.token, betDetail, { period: '7d', size: 7, ...pgOnly });
    expect(pgPages.flat().map(core)).toEqual(await expectedRounds(testApp, player.id, pgOnly));
    expect(pgPages).toHaveLength(9);
  });
});
