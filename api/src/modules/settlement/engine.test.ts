/**
 * The settlement engine on both databases, once, with a small rule of its own over two tables the
 * test creates (what a new periodic payout would add): each (payee, day) written once however the
 * runs repeat, race or crash; the run closed with the totals of the rows written; the refusals; and
 * the job's due days. The commission and rebate rules have suites of their own over the same engine.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { freezeClock } from '../../test/records';
import { settleDay, settleDueDays } from './engine';
import type { SettlementRule } from './rule';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';
const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();

interface Payout {
  day: string;
  status: string;
  payees: number;
  amount: number;
  batch: string | null;
}

/** What each payee earned each day (the test's stand-in for a day's stakes), and a switch. */
interface World {
  earned: Map<string, Map<number, number>>;
  on: boolean;
  /** Days the rule refuses to open a run for. */
  refused: Set<string>;
  /** Batches the rule has computed, all runs together. */
  batches: number;
}

/** The small rule: a row per payee who earned above 0, each earning as it stood when the batch ran. */
function testRule(world: World): SettlementRule<any, any, number, Payout> {
  return {
    days: 'payout_days',
    closedStatus: 'paid',
    rows: 'payout_rows',
    rowKey: ['payee_id', 'day'],
    totals: { payees: 'count', amount: { sum: 'amount' } },
    lookbackDays: 3,
    dayNotOver: () => new Error('not over'),
    isOn: async () => world.on,
    open: async (_context, day, existing) => {
      if (world.refused.has(day)) throw new Error('refused');
      return existing ? {} : { batch: `opened ${day}` };
    },
    hasActivity: async (_db, day) => (world.earned.get(day)?.size ?? 0) > 0,
    work: async (_context, run) => ({
      items: [...(world.earned.get(run.day)?.keys() ?? [])].sort((a, b) => a - b),
      rowsOf: (payees, at) => {
        world.batches += 1;
        return payees.flatMap((payee) => {
          const amount = world.earned.get(run.day)!.get(payee)!;
          return amount > 0 ? [{ payee_id: payee, day: run.day, amount, created_at: at }] : [];
        });
      },
    }),
    resultOf: (run) => ({
      day: run.day,
      status: run.status,
      payees: Number(run.payees),
      amount: Number(run.amount),
      batch: run.batch,
    }),
  };
}

describe.each(TEST_DATABASES)('the settlement engine on %s', (database) => {
  let testApp: TestApp;
  let world: World;
  let rule: ReturnType<typeof testRule>;

  beforeEach(async () => {
    testApp = await createTestApp(database);
    const { db } = testApp.context;
    await db.schema
      .createTable('payout_days')
      .addColumn('day', 'varchar(10)', (column) => column.primaryKey())
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('batch', 'varchar(32)')
      .addColumn('payees', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('amount', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
      .addColumn('finished_at', 'varchar(32)')
      .execute();
    await db.schema
      .createTable('payout_rows')
      .addColumn('payee_id', 'integer', (column) => column.notNull())
      .addColumn('day', 'varchar(10)', (column) => column.notNull())
      .addColumn('amount', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .addPrimaryKeyConstraint('payout_rows_pk', ['payee_id', 'day'])
      .execute();
    world = {
      earned: new Map([
        [
          MONDAY,
          new Map([
            [1, 100],
            [2, 0],
            [3, 50],
            [4, 25],
          ]),
        ],
        [
          TUESDAY,
          new Map([
            [1, 10],
            [5, 20],
          ]),
        ],
      ]),
      on: true,
      refused: new Set(),
      batches: 0,
    };
    rule = testRule(world);
  });
  afterEach(() => testApp.close());

  const db = () => testApp.context.db as any;
  const rows = async (day: string) =>
    (
      await sql<{
        payee_id: number;
        amount: number;
      }>`select payee_id, amount from payout_rows where day = ${day} order by payee_id`.execute(testApp.context.db)
    ).rows.map((row) => [Number(row.payee_id), Number(row.amount)]);
  const run = (day: string) => db().selectFrom('payout_days').selectAll().where('day', '=', day).executeTakeFirst();
  const settleAt = (day: string, at: string) => {
    freezeClock(testApp, at);
    return settleDay(testApp.context, rule, day);
  };

  it('writes a row per payee who earned, closes the run with their totals, and answers them again without work', async () => {
    const monday = await settleAt(MONDAY, sh(TUESDAY, '00:05:00'));
    expect(monday).toEqual({ day: MONDAY, status: 'paid', payees: 3, amount: 175, batch: `opened ${MONDAY}` });
    expect(await rows(MONDAY)).toEqual([
      [1, 100],
      [3, 50],
      [4, 25],
    ]);
    expect(await run(MONDAY)).toMatchObject({
      started_at: sh(TUESDAY, '00:05:00'),
      finished_at: sh(TUESDAY, '00:05:00'),
    });
    const batches = world.batches;
    world.earned.get(MONDAY)!.set(1, 999);
    // A closed day is never reopened: a rerun reads its run row and computes nothing.
    expect(await settleAt(MONDAY, sh(WEDNESDAY, '09:00:00'))).toEqual(monday);
    expect(world.batches).toBe(batches);
    expect((await rows(MONDAY))[0]).toEqual([1, 100]);
  });

  it('refuses a day that is no date, one not over plus the grace, and one its rule refuses, writing nothing', async () => {
    await expect(settleAt('2026-02-30', sh(TUESDAY, '00:10:00'))).rejects.toThrow('日期格式错误');
    await expect(settleAt(MONDAY, sh(MONDAY, '23:59:59'))).rejects.toThrow('not over');
    await expect(settleAt(MONDAY, sh(TUESDAY, '00:04:59'))).rejects.toThrow('not over');
    world.refused.add(MONDAY);
    await expect(settleAt(MONDAY, sh(TUESDAY, '00:05:00'))).rejects.toThrow('refused');
    expect(await run(MONDAY)).toBeUndefined();
    expect(await rows(MONDAY)).toEqual([]);
    // A day with nothing earned, settled by hand, still closes, with zero totals.
    expect(await settleAt('2026-11-10', sh(TUESDAY, '00:05:00'))).toMatchObject({
      status: 'paid',
      payees: 0,
      amount: 0,
    });
  });

  it('writes each row once when two runs settle the day at the same time', async () => {
    freezeClock(testApp, sh(TUESDAY, '01:00:00'));
    const [first, second] = await Promise.all([
      settleDay(testApp.context, rule, MONDAY, { batchSize: 1 }),
      settleDay(testApp.context, rule, MONDAY, { batchSize: 1 }),
    ]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ status: 'paid', payees: 3, amount: 175 });
    expect(await rows(MONDAY)).toHaveLength(3);
  });

  it('resumes a run that crashed after its first batch: the row written stays as it was, the rest written once', async () => {
    freezeClock(testApp, sh(WEDNESDAY, '01:00:00'));
    const crash = () => {
      throw new Error('the process died');
    };
    await expect(settleDay(testApp.context, rule, MONDAY, { batchSize: 2, afterBatch: crash })).rejects.toThrow(
      'the process died',
    );
    expect(await run(MONDAY)).toMatchObject({ status: 'running', finished_at: null, batch: `opened ${MONDAY}` });
    expect(await rows(MONDAY)).toEqual([[1, 100]]);
    // What the crashed run wrote is kept even were the input to differ; the run row keeps its first columns.
    world.earned.get(MONDAY)!.set(1, 1);
    const resumed = await settleDueDays(testApp.context, rule);
    expect(resumed.map((day) => [day.day, day.payees, day.amount, day.batch])).toEqual([
      [MONDAY, 3, 175, `opened ${MONDAY}`],
      [TUESDAY, 2, 30, `opened ${TUESDAY}`],
    ]);
    expect(await rows(MONDAY)).toEqual([
      [1, 100],
      [3, 50],
      [4, 25],
    ]);
    expect(await settleDueDays(testApp.context, rule)).toEqual([]);
  });

  it('settles due days oldest first: past their grace, with activity, within the look-back, none while off', async () => {
    freezeClock(testApp, sh(WEDNESDAY, '00:04:00'));
    // Tuesday is still in its grace; the days without activity are skipped.
    expect((await settleDueDays(testApp.context, rule)).map((day) => day.day)).toEqual([MONDAY]);
    world.on = false;
    freezeClock(testApp, sh(WEDNESDAY, '00:05:00'));
    expect(await settleDueDays(testApp.context, rule)).toEqual([]);
    world.on = true;
    // On 21 November the window starts at 18 November: Tuesday is beyond it; on the 20th it is not.
    freezeClock(testApp, sh('2026-11-21', '12:00:00'));
    expect(await settleDueDays(testApp.context, rule)).toEqual([]);
    freezeClock(testApp, sh('2026-11-20', '12:00:00'));
    expect((await settleDueDays(testApp.context, rule)).map((day) => day.day)).toEqual([TUESDAY]);
    expect(await rows(TUESDAY)).toEqual([
      [1, 10],
      [5, 20],
    ]);
  });
});
