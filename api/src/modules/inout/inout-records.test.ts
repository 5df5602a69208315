/**
 * 充提记录 with periods and cursors on both databases: three sources merged so that rows of one
 * instant are neither skipped nor repeated across pages, even while new rows arrive; Asia/Shanghai
 * day boundaries; deep pages through the cursor, deep offsets refused; another player's never.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import {
  freezeClock,
  insertChannelOrderAt,
  insertDepositOrderAt,
  insertPayChannel,
  recordCall,
  walkPages,
} from '../../test/records';
import { refusal } from '../../test/requests';
import { reviewSuite, USDT, type ReviewSuite } from '../../test/review-withdrawals';
import { encodeCursor, encodeMergedCursor } from '../../keyset-cursor';

const NOW = '2026-03-10T04:00:00.000Z';
const MIDNIGHT = '2026-03-09T16:00:00.000Z';
const inout = apiPaths.records.inoutRecords;
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();
const orderIds = (rows: Array<{ order_id: string }>) => rows.map((row) => row.order_id);

describe.each(TEST_DATABASES)('充提记录 periods and cursors on %s', (database) => {
  let suite: ReviewSuite;
  let channelId = 0;
  beforeAll(async () => {
    suite = await reviewSuite(database);
    freezeClock(suite.testApp, NOW);
    channelId = await insertPayChannel(suite.testApp);
  });
  afterAll(() => suite.testApp.close());

  /** The player's records as the list must show them, from the three tables: newest first, then deposit orders, channel orders, withdrawals, newest id first. */
  async function expectedOrderIds(playerId: number, type?: 1 | 2, range?: { from: string; to: string }) {
    const { db } = suite.testApp.context;
    const inRange = (at: string) => !range || (at >= range.from && at < range.to);
    const sources = await Promise.all([
      db
        .selectFrom('deposit_orders')
        .select(['id', 'order_no', 'created_at'])
        .where('player_id', '=', playerId)
        .execute(),
      db
        .selectFrom('channel_orders')
        .select(['id', 'order_no', 'created_at'])
        .where('player_id', '=', playerId)
        .execute(),
      db.selectFrom('withdrawals').select(['id', 'order_no', 'created_at']).where('player_id', '=', playerId).execute(),
    ]);
    return sources
      .flatMap((rows, rank) => rows.map((row) => ({ ...row, rank })))
      .filter((row) => (type === undefined || (type === 1 ? row.rank < 2 : row.rank === 2)) && inRange(row.created_at))
      .sort((a, b) =>
        a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : a.rank - b.rank || b.id - a.id,
      )
      .map((row) => row.order_no);
  }

  /** One of each source for the player at `at`, `times` times over. */
  async function recordsAt(playerId: number, at: string, times = 1) {
    for (let index = 0; index < times; index += 1) {
      await insertDepositOrderAt(suite.testApp, playerId, at);
      await insertChannelOrderAt(suite.testApp, playerId, channelId, at);
      await suite.withdrawal({
        playerId,
        amount: 20 * USDT,
        fee: 0,
        address: 'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN',
        createdAt: new Date(at),
      });
    }
  }

  it('merges the three sources by time, rows of one instant by source then id, the same by cursor and by page', async () => {
    const alice = await suite.newPlayer(1000 * USDT);
    const bob = await suite.newPlayer(1000 * USDT);
    for (const [at, times] of [
      [hoursAgo(3), 1],
      [hoursAgo(2), 3],
      [hoursAgo(1), 1],
    ] as const)
      for (const player of [alice, bob]) await recordsAt(player.id, at, times);

    const expected = await expectedOrderIds(alice.id);
    expect(expected).toHaveLength(15);
    const byCursor = (await walkPages(suite.testApp, alice.token, inout, { size: 2 })).flat();
    expect(orderIds(byCursor)).toEqual(expected);
    for (const type of [1, 2] as const) {
      const typed = (await walkPages(suite.testApp, alice.token, inout, { size: 2, type })).flat();
      expect(orderIds(typed)).toEqual(await expectedOrderIds(alice.id, type));
    }
    const byPage = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = (await recordCall(suite.testApp, alice.token, inout, { page, size: 4 })).result;
      expect(result).toMatchObject({ total: 15, page, size: 4 });
      expect(result.next_cursor === null).toBe(page === 4);
      byPage.push(...result.list);
    }
    expect(orderIds(byPage)).toEqual(expected);
    // An offset page's cursor continues where it ended.
    const second = (await recordCall(suite.testApp, alice.token, inout, { page: 2, size: 4 })).result;
    const after = (await recordCall(suite.testApp, alice.token, inout, { cursor: second.next_cursor, size: 4 })).result;
    expect(orderIds(after.list)).toEqual(expected.slice(8, 12));

    const bobs = orderIds((await walkPages(suite.testApp, bob.token, inout, { size: 50 })).flat());
    expect(bobs).toEqual(await expectedOrderIds(bob.id));
    expect(bobs.filter((orderId) => expected.includes(orderId))).toEqual([]);
  });

  it('never skips or repeats a record while new ones arrive between pages', async () => {
    const player = await suite.newPlayer(1000 * USDT);
    await recordsAt(player.id, hoursAgo(5));
    await recordsAt(player.id, hoursAgo(4), 4);
    const before = await expectedOrderIds(player.id);
    const pages = await walkPages(suite.testApp, player.token, inout, { size: 3 }, async (page) => {
      // Newer than everything, and at the instant of the tied twelve (a later-ranked source too).
      await insertDepositOrderAt(suite.testApp, player.id, hoursAgo(1 / page));
      await insertChannelOrderAt(suite.testApp, player.id, channelId, hoursAgo(4));
      await suite.withdrawal({
        playerId: player.id,
        amount: USDT,
        fee: 0,
        address: 'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN',
        createdAt: new Date(hoursAgo(4)),
      });
    });
    const listed = orderIds(pages.flat());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((orderId) => before.includes(orderId))).toEqual(before);
    const now = await expectedOrderIds(player.id);
    expect(listed).toEqual(now.filter((orderId) => listed.includes(orderId)));
    expect(listed.length).toBeGreaterThan(before.length);
  });

  it('filters by Asia/Shanghai days; no period and no dates is all time', async () => {
    const player = await suite.newPlayer(0);
    const lastOfYesterday = await insertDepositOrderAt(
      suite.testApp,
      player.id,
      new Date(Date.parse(MIDNIGHT) - 1).toISOString(),
    );
    const firstOfToday = await insertChannelOrderAt(suite.testApp, player.id, channelId, MIDNIGHT);
    const monthAgo = await insertDepositOrderAt(suite.testApp, player.id, hoursAgo(24 * 40));
    const list = async (payload: object) => (await recordCall(suite.testApp, player.token, inout, payload)).result;
    expect(await list({ period: 'today' })).toMatchObject({
      total: 1,
      list: [{ order_id: firstOfToday, created_at: '2026-03-10 00:00:00' }],
    });
    expect(await list({ period: 'yesterday' })).toMatchObject({
      total: 1,
      list: [{ order_id: lastOfYesterday, created_at: '2026-03-09 23:59:59' }],
    });
    expect(orderIds((await list({ start_date: '2026-03-09' })).list)).toEqual([lastOfYesterday]);
    expect(orderIds((await list({ period: '30d' })).list)).toEqual([firstOfToday, lastOfYesterday]);
    expect(await list({})).toMatchObject({ total: 3 });
    expect(orderIds((await list({})).list)).toEqual([firstOfToday, lastOfYesterday, monthAgo]);
  });

  it('reaches deep pages through the cursor; an offset of 1,000 rows or more is refused', async () => {
    const player = await suite.newPlayer(0);
    const { db } = suite.testApp.context;
    const rows = Array.from({ length: 1100 }, (_, index) => ({
      order_no: `DEEP${player.id}-${String(index).padStart(5, '0')}`,
      player_id: player.id,
      address: 'TASK1skN5ZPzMVm2RAihbgJBtCVsfaUbvP',
      amount: 20 * USDT,
      actual_amount: 20 * USDT + index,
      exact_amount: 1,
      status: 'expired' as const,
      // Two orders per second: every instant is shared.
      created_at: new Date(Date.parse(hoursAgo(24 * 3)) + Math.floor(index / 2) * 1000).toISOString(),
      expires_at: NOW,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await db
        .insertInto('deposit_orders')
        .values(rows.slice(start, start + 200) as never)
        .execute();
    const expected = await expectedOrderIds(player.id);
    const pages = await walkPages(suite.testApp, player.token, inout, { size: 50, type: 1 });
    expect(pages).toHaveLength(22);
    expect(orderIds(pages.flat())).toEqual(expected);

    const page = (payload: object) => recordCall(suite.testApp, player.token, inout, { size: 20, ...payload });
    expect(orderIds((await page({ page: 50 })).result.list)).toEqual(expected.slice(980, 1000));
    expect(await page({ page: 51 })).toEqual(refusal(apiMessages.recordPageTooDeep));
    expect(await page({ page: 21, size: 50 })).toEqual(refusal(apiMessages.recordPageTooDeep));
    // With a cursor the page number is not used: the rows after the 1,000th cost what the first do.
    const { next_cursor: cursor } = (await page({ page: 40, size: 25 })).result;
    const deep = await page({ page: 51, cursor });
    expect(orderIds(deep.result.list)).toEqual(expected.slice(1000, 1020));
  });

  it('refuses a bad cursor, period or dates in Chinese', async () => {
    const player = await suite.newPlayer(0);
    for (const [payload, message] of [
      [{ cursor: 'x' }, apiMessages.recordCursorInvalid],
      [{ cursor: encodeCursor({ at: NOW, id: 3 }) }, apiMessages.recordCursorInvalid],
      [{ cursor: encodeMergedCursor({ at: NOW, source: 1, id: 2 ** 31 }) }, apiMessages.recordCursorInvalid],
      [{ cursor: Buffer.from(JSON.stringify([NOW, 99, 1])).toString('base64url') }, apiMessages.recordCursorInvalid],
      [{ period: 'week' }, apiMessages.recordPeriodInvalid],
      [{ start_date: '2026-02-29' }, apiMessages.recordDateInvalid],
      [{ start_date: '2026-03-11' }, apiMessages.recordDateFuture],
      [{ start_date: '2026-01-01', end_date: '2026-03-01' }, apiMessages.recordRangeTooLong],
    ] as const)
      expect(await recordCall(suite.testApp, player.token, inout, payload), JSON.stringify(payload)).toEqual(
        refusal(message),
      );
  });
});
