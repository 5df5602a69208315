/**
 * 交易记录 (bill-change) on both databases: every wallet entry of the period as the entries table
 * holds it, never another player's; cursors that never skip or repeat an entry while new ones
 * arrive; Asia/Shanghai day boundaries; Chinese refusals for bad input.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { expectedBills, freezeClock, postAt, recordCall, recordPlayer, walkPages } from '../../test/records';
import { generousLimits, refusal } from '../../test/requests';
import { encodeCursor, encodeMergedCursor } from '../../keyset-cursor';
import { kindName, walletKinds } from '../records/kinds';

const USDT = 1_000_000;
/** The suite's now: 12:00 on 2026-03-10 in Shanghai. */
const NOW = '2026-03-10T04:00:00.000Z';
/** 00:00 on 2026-03-10 in Shanghai. */
const MIDNIGHT = '2026-03-09T16:00:00.000Z';
const LAST_7_DAYS = { fromUtc: '2026-03-03T16:00:00.000Z', toUtc: '2026-03-10T16:00:00.000Z' };
const billChange = apiPaths.records.billChange;

/** An instant `minutes` before NOW. */
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();
/** What the list shows of an entry, without its reference and Chinese name (checked apart). */
const core = ({ reference: _reference, kind_name: _name, ...row }: Record<string, any>) => row;

const ROTATION = [
  { kind: 'bet', amount: -3 * USDT },
  { kind: 'win', amount: 5 * USDT },
  { kind: 'bet', amount: -2 * USDT },
  { kind: 'rollback', amount: 2 * USDT },
  { kind: 'bonus', amount: USDT },
  { kind: 'adjustment', amount: -USDT },
];

describe.each(TEST_DATABASES)('bill changes (交易记录) on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    freezeClock(testApp, NOW);
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('lists every wallet entry of the period newest first, as the entries hold them, and never another player’s', async () => {
    const alice = await recordPlayer(testApp);
    const bob = await recordPlayer(testApp);
    for (const player of [alice, bob]) {
      await postAt(testApp, player.id, { kind: 'deposit', amount: 1000 * USDT, at: minutesAgo(60 * 24 * 40) });
      await postAt(testApp, player.id, { kind: 'deposit', amount: 500 * USDT, at: minutesAgo(60 * 24 * 5) });
    }
    // The two players move money at the same instants, alternately.
    for (let step = 0; step < 24; step += 1)
      for (const player of step % 2 ? [alice, bob] : [bob, alice])
        await postAt(testApp, player.id, { ...ROTATION[step % ROTATION.length]!, at: minutesAgo(600 - step * 7) });

    const pages = await walkPages(testApp, alice.token, billChange, { period: '7d', size: 7 });
    const listed = pages.flat();
    const expected = await expectedBills(testApp, alice.wallet, LAST_7_DAYS);
    expect(expected).toHaveLength(25);
    expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 4]);
    expect(listed.map(core)).toEqual(expected);
    for (const row of listed) expect(row.kind_name).toBe(kindName(row.kind));
    expect(listed.at(-1)).toMatchObject({ kind: 'deposit', kind_name: '充值', amount: '500.000000', reference: '' });

    const bobs = (await walkPages(testApp, bob.token, billChange, { period: '7d', size: 100 })).flat();
    expect(bobs.map(core)).toEqual(await expectedBills(testApp, bob.wallet, LAST_7_DAYS));
    const aliceIds = new Set(listed.map((row) => row.id));
    expect(bobs.filter((row) => aliceIds.has(row.id))).toEqual([]);

    const first = await recordCall(testApp, alice.token, billChange, { period: '7d' });
    expect(first.result).toMatchObject({ start_date: '2026-03-04', end_date: '2026-03-10', kinds: walletKinds() });
    expect(first.result.kinds).toContainEqual({ kind: 'bet', name: '投注' });
  });

  it('filters by one kind over its own index; a known kind a wallet never takes lists nothing', async () => {
    const player = await recordPlayer(testApp);
    await postAt(testApp, player.id, { kind: 'deposit', amount: 100 * USDT, at: minutesAgo(300) });
    for (let step = 0; step < 12; step += 1)
      await postAt(testApp, player.id, { ...ROTATION[step % ROTATION.length]!, at: minutesAgo(200 - step) });
    const bets = (await walkPages(testApp, player.token, billChange, { kind: 'bet', size: 3 })).flat();
    expect(bets).toHaveLength(4);
    expect(bets.map(core)).toEqual(
      await expectedBills(testApp, player.wallet, { fromUtc: MIDNIGHT, toUtc: LAST_7_DAYS.toUtc }, ['bet']),
    );
    const captured = await recordCall(testApp, player.token, billChange, { kind: 'hold_capture' });
    expect(captured).toMatchObject({ code: 200, result: { list: [], next_cursor: null } });
  });

  it('pages through entries of one instant and new entries arriving meanwhile without skipping or repeating one', async () => {
    const player = await recordPlayer(testApp);
    const other = await recordPlayer(testApp);
    await postAt(testApp, player.id, { kind: 'deposit', amount: 1000 * USDT, at: minutesAgo(120) });
    // Ten entries share one instant: a page boundary falls inside them.
    for (let index = 0; index < 10; index += 1)
      await postAt(testApp, player.id, { kind: 'bet', amount: -USDT, at: minutesAgo(60) });
    for (let index = 0; index < 9; index += 1)
      await postAt(testApp, player.id, { kind: 'win', amount: USDT, at: minutesAgo(59 - index) });
    const before = await expectedBills(testApp, player.wallet, { fromUtc: MIDNIGHT, toUtc: LAST_7_DAYS.toUtc });

    let arrivals = 0;
    const pages = await walkPages(testApp, player.token, billChange, { size: 4 }, async () => {
      // After every page: a newer entry, one at the very instant of the tied ten, and another player's.
      arrivals += 1;
      await postAt(testApp, player.id, { kind: 'win', amount: USDT, at: minutesAgo(10 - arrivals) });
      await postAt(testApp, player.id, { kind: 'bet', amount: -USDT, at: minutesAgo(60) });
      await postAt(testApp, other.id, { kind: 'deposit', amount: USDT, at: minutesAgo(60) });
    });
    const listed = pages.flat().map(core);
    const ids = listed.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every entry there was at the start shows once, in its place.
    const startIds = new Set(before.map((row) => row.id));
    expect(listed.filter((row) => startIds.has(row.id))).toEqual(before);
    // What arrived shows in order too when it landed below the cursor (the tied instant); newer
    // entries, above the cursor, wait for a refresh of the first page.
    const after = await expectedBills(testApp, player.wallet, { fromUtc: MIDNIGHT, toUtc: LAST_7_DAYS.toUtc });
    expect(after.length).toBe(before.length + 2 * arrivals);
    const listedIds = new Set(ids);
    expect(listed).toEqual(after.filter((row) => listedIds.has(row.id)));
    expect(listed.filter((row) => row.kind === 'win' && row.created_at > '2026-03-10 11:50:00')).toEqual([]);
    expect(listed.length).toBeGreaterThan(before.length);
  });

  it('reaches deep pages through the cursor, each the slice of the recomputed list', async () => {
    const player = await recordPlayer(testApp);
    await postAt(testApp, player.id, { kind: 'deposit', amount: 1000 * USDT, at: minutesAgo(60 * 24 * 3) });
    // 240 entries over two days, three at each instant.
    for (let index = 0; index < 240; index += 1)
      await postAt(testApp, player.id, {
        kind: 'bet',
        amount: -1000,
        at: minutesAgo(60 * 24 * 2 - Math.floor(index / 3)),
      });
    // Pages of four: their boundaries fall inside the instants.
    const pages = await walkPages(testApp, player.token, billChange, { period: '7d', size: 4 });
    const expected = await expectedBills(testApp, player.wallet, LAST_7_DAYS);
    expect(pages).toHaveLength(61);
    expect(pages[58]!.map(core)).toEqual(expected.slice(232, 236));
    expect(pages.flat().map(core)).toEqual(expected);
  });

  it('counts days from 00:00 Asia/Shanghai: today, yesterday and explicit dates', async () => {
    const player = await recordPlayer(testApp);
    const justBefore = new Date(Date.parse(MIDNIGHT) - 1).toISOString();
    await postAt(testApp, player.id, { kind: 'deposit', amount: 10 * USDT, at: justBefore });
    await postAt(testApp, player.id, { kind: 'deposit', amount: 20 * USDT, at: MIDNIGHT });
    const times = async (payload: object) =>
      (await recordCall(testApp, player.token, billChange, payload)).result.list.map(
        (row: { created_at: string; amount: string }) => [row.created_at, row.amount],
      );
    expect(await times({ period: 'today' })).toEqual([['2026-03-10 00:00:00', '20.000000']]);
    expect(await times({ period: 'yesterday' })).toEqual([['2026-03-09 23:59:59', '10.000000']]);
    expect(await times({ start_date: '2026-03-09', end_date: '2026-03-09' })).toEqual([
      ['2026-03-09 23:59:59', '10.000000'],
    ]);
    expect(await times({ start_date: '2026-03-09', end_date: '2026-03-10' })).toHaveLength(2);
  });

  it('refuses bad input in Chinese (HTTP 200, code 400), never a 500; no token is a 401', async () => {
    const { token } = await recordPlayer(testApp);
    const mergedCursor = encodeMergedCursor({ at: NOW, source: 0, id: 1 });
    const cases: Array<[object, string]> = [
      [{ kind: 'jackpot' }, apiMessages.recordKindUnknown],
      [{ kind: 'BET; drop table entries' }, apiMessages.recordKindUnknown],
      [{ cursor: 'x' }, apiMessages.recordCursorInvalid],
      [{ cursor: mergedCursor }, apiMessages.recordCursorInvalid],
      // An id beyond what a PostgreSQL integer holds would fail to bind: refused before SQL.
      [{ cursor: encodeCursor({ at: NOW, id: 2 ** 31 }) }, apiMessages.recordCursorInvalid],
      [{ cursor: 'a'.repeat(201) }, apiMessages.recordCursorInvalid],
      [{ cursor: 'abc/def' }, apiMessages.recordCursorInvalid],
      [{ start_date: '2026-02-30' }, apiMessages.recordDateInvalid],
      [{ start_date: '10/03/2026' }, apiMessages.recordDateInvalid],
      [{ start_date: '2026-03-10', end_date: '2026-03-01' }, apiMessages.recordDateOrder],
      [{ start_date: '2026-03-11' }, apiMessages.recordDateFuture],
      [{ start_date: '2026-01-01', end_date: '2026-03-01' }, apiMessages.recordRangeTooLong],
      [{ period: 'week' }, apiMessages.recordPeriodInvalid],
      [{ size: 101 }, apiMessages.badField],
      [{ size: 0 }, apiMessages.badField],
      [{ size: 'ten' }, apiMessages.badField],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await testApp.call({
        method: 'POST',
        url: billChange,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([status, body], JSON.stringify(payload)).toEqual([200, refusal(message)]);
    }
    expect((await testApp.call({ method: 'POST', url: billChange, payload: {} })).status).toBe(401);
  });
});
