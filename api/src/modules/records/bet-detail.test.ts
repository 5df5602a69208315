/**
 * 投注详情 and one round on both databases: the player's rounds of the period, every status and
 * each filter, as game_rounds holds them and never another player's; cursors that never skip or
 * repeat a round while rounds arrive at the cursor's instant; deep pages; a round's wallet calls
 * and entries (a held win paid later too); Chinese refusals.
 */
import { apiMessages, apiPaths, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { HELD_WINS } from '../../test/held-wins';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { bearer } from '../../test/players';
import { recordCall, walkPages } from '../../test/records';
import {
  playRound,
  recordsWorld,
  roundPlayer,
  SECOND_PROVIDER,
  USDT,
  type RoundPlayer,
} from '../../test/records-rounds';
import { operatorToken, refusal } from '../../test/requests';
import { formatShanghaiTime } from '../../shanghai-time';
import { encodeCursor, encodeMergedCursor } from '../../keyset-cursor';

const NOW = '2026-03-10T04:00:00.000Z';
const LAST_7_DAYS = { fromUtc: '2026-03-03T16:00:00.000Z', toUtc: '2026-03-10T16:00:00.000Z' };
const { betDetail, betRound } = apiPaths.records;
const GAME_NAMES: Record<string, string> = { demo_fruit_slot: '水果拉霸', pg_fish: '捕鱼达人' };
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('bet detail (投注详情) on %s', (database) => {
  let testApp: TestApp;
  let alice: RoundPlayer;
  let bob: RoundPlayer;
  beforeAll(async () => {
    ({ testApp, alice, bob } = await recordsWorld(database, NOW));
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  /** An open round straight into game_rounds (the paging suites need hundreds; the others play real calls). */
  async function insertRound(playerId: number, at: string, more: { provider?: string; gameTypeId?: number } = {}) {
    const provider = more.provider ?? 'demo';
    await testApp.context.db
      .insertInto('game_rounds')
      .values({
        provider,
        round_id: `r-${Math.random().toString(36).slice(2)}`,
        player_id: playerId,
        game_code: provider === 'demo' ? 'demo_fruit_slot' : 'pg_fish',
        game_type_id: more.gameTypeId ?? (provider === 'demo' ? 5 : 3),
        // Nothing staked: no wallet call stands behind it, so the ledger invariants still hold.
        stake: microUsdt(0),
        payout: microUsdt(0),
        status: 'open',
        opened_at: at,
      })
      .execute();
  }

  /** The player's rounds of the last 7 days as the list must show them, recomputed from game_rounds. */
  async function expectedRounds(playerId: number, filter: { game_type_id?: number; provider?: string } = {}) {
    let query = testApp.context.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('opened_at', '>=', LAST_7_DAYS.fromUtc)
      .where('opened_at', '<', LAST_7_DAYS.toUtc);
    if (filter.game_type_id !== undefined) query = query.where('game_type_id', '=', filter.game_type_id);
    if (filter.provider !== undefined) query = query.where('provider', '=', filter.provider);
    const rows = await query.execute();
    rows.sort((a, b) => (a.opened_at === b.opened_at ? b.id - a.id : a.opened_at < b.opened_at ? 1 : -1));
    return rows.map((row) => ({
      id: row.id,
      round_id: row.round_id,
      provider: row.provider,
      game_type_id: row.game_type_id,
      game_code: row.game_code,
      game_name: GAME_NAMES[row.game_code] ?? row.game_code,
      stake: (Number(row.stake) / USDT).toFixed(6),
      payout: (Number(row.payout) / USDT).toFixed(6),
      win_loss: ((row.status === 'settled' ? Number(row.payout) - Number(row.stake) : 0) / USDT).toFixed(6),
      status: row.status,
      opened_at: formatShanghaiTime(row.opened_at),
      settled_at: row.settled_at && formatShanghaiTime(row.settled_at),
    }));
  }
  const core = ({ provider_name: _name, ...row }: Record<string, unknown>) => row;

  it('lists the rounds of every status, all or by category and/or provider, and never another player’s', async () => {
    const pg = { provider: SECOND_PROVIDER, gameCode: 'pg_fish' };
    for (const player of [alice, bob]) {
      await playRound(testApp, player, { at: minutesAgo(3000), stake: 10 * USDT, payout: 25 * USDT });
      await playRound(testApp, player, { at: minutesAgo(2990), gameCode: 'demo_mystery', stake: 3 * USDT, payout: 0 });
      await playRound(testApp, player, { ...pg, at: minutesAgo(1500), stake: 7 * USDT, payout: 2 * USDT });
      await playRound(testApp, player, { ...pg, at: minutesAgo(1490), stake: 4 * USDT, rollback: true });
      await playRound(testApp, player, { at: minutesAgo(60), stake: 5 * USDT });
    }
    const filters = [
      {},
      { game_type_id: 5 },
      { provider: 'pg' },
      { game_type_id: 3, provider: 'pg' },
      { game_type_id: 3, provider: 'demo' },
      // A game our catalogue does not list: the 其他 row of 投注记录汇总 opens it.
      { game_type_id: 0, provider: 'demo' },
    ];
    for (const filter of filters) {
      const listed = (await walkPages(testApp, alice.token, betDetail, { period: '7d', size: 2, ...filter })).flat();
      expect(listed.map(core), JSON.stringify(filter)).toEqual(await expectedRounds(alice.id, filter));
      if (filter.game_type_id === 0) expect(listed.map((row) => row.game_code)).toEqual(['demo_mystery']);
    }
    const all = (await walkPages(testApp, alice.token, betDetail, { period: '7d' })).flat();
    expect(all.map((row) => [row.status, row.game_name, row.provider_name, row.win_loss])).toEqual([
      ['open', '水果拉霸', expect.any(String), '0.000000'],
      ['cancelled', '捕鱼达人', expect.any(String), '0.000000'],
      ['settled', '捕鱼达人', expect.any(String), '-5.000000'],
      ['settled', 'demo_mystery', expect.any(String), '-3.000000'],
      ['settled', '水果拉霸', expect.any(String), '15.000000'],
    ]);
    const bobs = new Set((await expectedRounds(bob.id)).map((row) => row.id));
    expect(all.filter((row) => bobs.has(row.id))).toEqual([]);
  });

  it('shows one round with its wallet calls and entries, a held win paid later too; another player’s is 注单不存在', async () => {
    const pg = { provider: SECOND_PROVIDER, gameCode: 'pg_fish', at: minutesAgo(30) };
    const bet = await playRound(testApp, alice, { ...pg, stake: USDT, payout: 50 * USDT });
    const round = await testApp.context.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', '=', bet.round_id)
      .executeTakeFirstOrThrow();
    const held = await testApp.context.db
      .selectFrom('held_wins')
      .select('id')
      .where('round_id', '=', bet.round_id)
      .executeTakeFirstOrThrow();
    const operator = await operatorToken(testApp);
    const paid = await testApp.call({
      method: 'POST',
      url: `${HELD_WINS}/${held.id}/decide`,
      payload: { decision: 'pay' },
      headers: bearer(operator),
    });
    expect(paid.body.code).toBe(200);

    const { code, result } = await recordCall(testApp, alice.token, betRound, { id: round.id });
    expect(code).toBe(200);
    expect(result).toMatchObject({
      id: round.id,
      status: 'settled',
      stake: '1.000000',
      payout: '50.000000',
      win_loss: '49.000000',
    });
    expect(result.calls.map((call: any) => [call.kind, call.amount])).toEqual([
      ['bet', '1.000000'],
      ['win', '0.000000'],
    ]);
    const entries = await testApp.context.db
      .selectFrom('entries')
      .innerJoin('transfers', 'transfers.id', 'entries.transfer_id')
      .select(['entries.kind', 'entries.amount', 'entries.balance_after', 'entries.created_at'])
      .where('entries.account_id', '=', alice.wallet)
      .where('transfers.reference', '=', `round:${SECOND_PROVIDER}:${bet.round_id}`)
      .orderBy('entries.id')
      .execute();
    expect(entries).toHaveLength(2);
    expect(result.entries).toEqual(
      entries.map((entry) => ({
        kind: entry.kind,
        kind_name: entry.kind === 'bet' ? '投注' : '派彩',
        amount: (Number(entry.amount) / USDT).toFixed(6),
        balance_after: (Number(entry.balance_after) / USDT).toFixed(6),
        created_at: formatShanghaiTime(entry.created_at),
      })),
    );
    expect(result.entries.map((entry: any) => entry.amount)).toEqual(['-1.000000', '50.000000']);

    for (const id of [round.id, 2_000_000_000]) {
      const { status, body } = await testApp.call({
        method: 'POST',
        url: betRound,
        payload: { id },
        headers: bearer(bob.token),
      });
      expect([status, body]).toEqual([200, refusal(apiMessages.recordRoundNotFound)]);
    }
    for (const id of ['abc', 0, -1, 2 ** 31, 1.5, null]) {
      const { status, body } = await testApp.call({
        method: 'POST',
        url: betRound,
        payload: { id },
        headers: bearer(bob.token),
      });
      expect([status, body], JSON.stringify(id)).toEqual([200, refusal(apiMessages.badField)]);
    }
  });

  it('pages through rounds of one instant and rounds arriving meanwhile without skipping or repeating one', async () => {
    const player = await roundPlayer(testApp);
    for (let index = 0; index < 10; index += 1) await insertRound(player.id, minutesAgo(120));
    for (let index = 0; index < 9; index += 1) await insertRound(player.id, minutesAgo(110 - index));
    const before = await expectedRounds(player.id);
    let arrivals = 0;
    const pages = await walkPages(testApp, player.token, betDetail, { period: '7d', size: 4 }, async () => {
      // After every page: a newer round, one at the very instant of the tied ten, and another player's.
      arrivals += 1;
      await insertRound(player.id, minutesAgo(10 - arrivals));
      await insertRound(player.id, minutesAgo(120));
      await insertRound(bob.id, minutesAgo(120));
    });
    const listed = pages.flat().map(core);
    const ids = listed.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const startIds = new Set(before.map((row) => row.id));
    expect(listed.filter((row) => startIds.has(row.id as number))).toEqual(before);
    const after = await expectedRounds(player.id);
    expect(after).toHaveLength(before.length + 2 * arrivals);
    const listedIds = new Set(ids);
    expect(listed).toEqual(after.filter((row) => listedIds.has(row.id)));
    expect(listed.length).toBeGreaterThan(before.length);
  });

  it('reaches deep pages through the cursor, all rounds and of one category and provider', async () => {
    const player = await roundPlayer(testApp);
    // 240 rounds over two days, three at each instant, two providers.
    for (let index = 0; index < 240; index += 1)
      await insertRound(player.id, minutesAgo(60 * 24 * 2 - Math.floor(index / 3)), {
        provider: index % 4 ? 'demo' : 'pg',
      });
    const pages = await walkPages(testApp, player.token, betDetail, { period: '7d', size: 4 });
    const expected = await expectedRounds(player.id);
    expect(pages).toHaveLength(60);
    expect(pages[57]!.map(core)).toEqual(expected.slice(228, 232));
    expect(pages.flat().map(core)).toEqual(expected);
    const pgOnly = { game_type_id: 3, provider: 'pg' };
    const pgPages = await walkPages(testApp, player.token, betDetail, { period: '7d', size: 7, ...pgOnly });
    expect(pgPages.flat().map(core)).toEqual(await expectedRounds(player.id, pgOnly));
    expect(pgPages).toHaveLength(9);
  });

  it('refuses bad input in Chinese (HTTP 200, code 400), never a 500; no token is a 401', async () => {
    const cases: Array<[object, string]> = [
      [{ cursor: 'x' }, apiMessages.recordCursorInvalid],
      [{ cursor: encodeMergedCursor({ at: NOW, source: 0, id: 1 }) }, apiMessages.recordCursorInvalid],
      [{ cursor: encodeCursor({ at: NOW, id: 2 ** 31 }) }, apiMessages.recordCursorInvalid],
      [{ cursor: 'abc/def' }, apiMessages.recordCursorInvalid],
      [{ provider: 'PG!' }, apiMessages.recordProviderInvalid],
      [{ provider: 'x'.repeat(33) }, apiMessages.recordProviderInvalid],
      [{ provider: 7 }, apiMessages.recordProviderInvalid],
      [{ game_type_id: -1 }, apiMessages.badField],
      [{ game_type_id: 100 }, apiMessages.badField],
      [{ game_type_id: 'slots' }, apiMessages.badField],
      [{ size: 101 }, apiMessages.badField],
      [{ start_date: '2026-02-30' }, apiMessages.recordDateInvalid],
      [{ start_date: '2026-01-01', end_date: '2026-03-01' }, apiMessages.recordRangeTooLong],
      [{ period: 'all' }, apiMessages.recordPeriodInvalid],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await testApp.call({
        method: 'POST',
        url: betDetail,
        payload,
        headers: bearer(alice.token),
      });
      expect([status, body], JSON.stringify(payload)).toEqual([200, refusal(message)]);
    }
    for (const url of [betDetail, betRound])
      expect((await testApp.call({ method: 'POST', url, payload: { id: 1 } })).status).toBe(401);
  });
});
