/**
 * 福利 / 反水记录 (bonuses) on both databases: the wallet's credits of the category's kinds and
 * their reversals, keyset paged, with the sum of the whole period; nothing of another category or
 * another player.
 */
import { apiMessages, apiPaths, formatUsdt, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectedBills, freezeClock, postAt, recordCall, recordPlayer, walkPages } from '../../test/records';
import { generousLimits, refusal } from '../../test/requests';
import { kindsOf } from '../records/kinds';

const USDT = 1_000_000;
const NOW = '2026-03-10T04:00:00.000Z';
const LAST_30_DAYS = { fromUtc: '2026-02-08T16:00:00.000Z', toUtc: '2026-03-10T16:00:00.000Z' };
const bonuses = apiPaths.records.bonuses;
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();

describe.each(TEST_DATABASES)('bonus and rebate records on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    freezeClock(testApp, NOW);
  });
  afterAll(() => testApp.close());

  it('lists the bonus kinds’ credits and reversals of the period with the whole period’s total', async () => {
    const player = await recordPlayer(testApp);
    const other = await recordPlayer(testApp);
    for (const someone of [player, other])
      await postAt(testApp, someone.id, { kind: 'deposit', amount: 100 * USDT, at: hoursAgo(24 * 40) });
    // Outside the period: not listed, not counted.
    await postAt(testApp, player.id, { kind: 'bonus', amount: 50 * USDT, at: hoursAgo(24 * 35) });
    const moves = [
      { kind: 'bonus', amount: 8 * USDT },
      { kind: 'bet', amount: -5 * USDT },
      { kind: 'task_reward', amount: 3 * USDT },
      { kind: 'rebate', amount: 2 * USDT },
      { kind: 'bonus', amount: -4 * USDT },
      { kind: 'win', amount: 6 * USDT },
      { kind: 'task_reward', amount: 1_500_000 },
    ];
    for (let step = 0; step < 21; step += 1) {
      const move = moves[step % moves.length]!;
      await postAt(testApp, player.id, { ...move, at: hoursAgo(24 * 20 - step * 10) });
      await postAt(testApp, other.id, { ...move, at: hoursAgo(24 * 20 - step * 10) });
    }
    // Two kinds credited at one instant: the merge of their pages orders them by id.
    await postAt(testApp, player.id, { kind: 'task_reward', amount: USDT, at: hoursAgo(1) });
    await postAt(testApp, player.id, { kind: 'bonus', amount: USDT, at: hoursAgo(1) });

    const pages = await walkPages(testApp, player.token, bonuses, { type: 'bonus', period: '30d', size: 4 });
    const expected = await expectedBills(testApp, player.wallet, LAST_30_DAYS, kindsOf('bonus'));
    expect(expected).toHaveLength(14);
    expect(pages.flat().map(({ reference: _reference, kind_name: _name, ...row }) => row)).toEqual(
      expected.map(({ balance_after: _balance, ...row }) => row),
    );
    expect(pages[0]![0]).toMatchObject({ kind: 'bonus', kind_name: '活动奖励', amount: '1.000000', reference: '' });
    expect(pages[0]![1]).toMatchObject({ kind: 'task_reward', kind_name: '任务奖励' });
    expect(pages.flat().some((row) => row.amount === '-4.000000')).toBe(true);

    const first = await recordCall(testApp, player.token, bonuses, { type: 'bonus', period: '30d', size: 2 });
    const sum = expected.reduce((total, row) => total + Math.round(Number(row.amount) * USDT), 0);
    expect(sum).toBe(3 * 8 * USDT + 3 * 3 * USDT - 3 * 4 * USDT + 3 * 1_500_000 + 2 * USDT);
    expect(first.result).toMatchObject({
      start_date: '2026-02-09',
      end_date: '2026-03-10',
      total: formatUsdt(microUsdt(sum)),
    });
    expect(first.result.list).toHaveLength(2);
  });

  it('lists rebates apart: none until one is credited, then only those', async () => {
    const player = await recordPlayer(testApp);
    await postAt(testApp, player.id, { kind: 'bonus', amount: 5 * USDT, at: hoursAgo(2) });
    expect((await recordCall(testApp, player.token, bonuses, { type: 'rebate' })).result).toEqual({
      start_date: '2026-03-10',
      end_date: '2026-03-10',
      list: [],
      next_cursor: null,
      total: '0.000000',
    });
    await postAt(testApp, player.id, {
      kind: 'rebate',
      amount: 1_234_567,
      at: hoursAgo(1),
      reference: '反水:2026-03-09',
    });
    const rebates = (await recordCall(testApp, player.token, bonuses, { type: 'rebate' })).result;
    expect(rebates.list).toEqual([
      expect.objectContaining({ kind: 'rebate', kind_name: '反水', amount: '1.234567', reference: '反水:2026-03-09' }),
    ]);
    expect(rebates.total).toBe('1.234567');
  });

  it('refuses a bad type, cursor or size in Chinese', async () => {
    const { token } = await recordPlayer(testApp);
    for (const [payload, message] of [
      [{ type: 'cashback' }, apiMessages.badField],
      [{ cursor: 'W10' }, apiMessages.recordCursorInvalid],
      [{ size: 101 }, apiMessages.badField],
      [{ end_date: '2026-13-01' }, apiMessages.recordDateInvalid],
    ] as const)
      expect(await recordCall(testApp, token, bonuses, payload)).toEqual(refusal(message));
  });
});
