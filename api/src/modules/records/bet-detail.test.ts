/**
 * 投注详情 and one round on both databases: the player's rounds of the period, every status and
 * each filter, as game_rounds holds them and never another player's; a round's wallet calls and
 * entries (a held win paid later too); Chinese refusals. Paging through many rounds is in
 * bet-detail-paging.test.ts.
 */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { HELD_WINS } from '../../test/held-wins';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { bearer } from '../../test/players';
import { recordCall, walkPages } from '../../test/records';
import { BET_DETAIL_NOW, core, expectedRounds, minutesAgo } from '../../test/records-bet-detail';
import { playRound, recordsWorld, SECOND_PROVIDER, USDT, type RoundPlayer } from '../../test/records-rounds';
import { operatorToken, refusal } from '../../test/requests';
import { formatShanghaiTime } from '../../shanghai-time';
import { encodeCursor, encodeMergedCursor } from '../../keyset-cursor';

const { betDetail, betRound } = apiPaths.records;

describe.each(TEST_DATABASES)('bet detail (投注详情) on %s', (database) => {
  let testApp: TestApp;
  let alice: RoundPlayer;
  let bob: RoundPlayer;
  beforeAll(async () => {
    ({ testApp, alice, bob } = await recordsWorld(database, BET_DETAIL_NOW));
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

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
      expect(listed.map(core), JSON.stringify(filter)).toEqual(await expectedRounds(testApp, alice.id, filter));
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
    const bobs = new Set((await expectedRounds(testApp, bob.id)).map((row) => row.id));
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
  it('refuses bad input in Chinese (HTTP 200, code 400), never a 500; no token is a 401', async () => {
    const cases: Array<[object, string]> = [
      [{ cursor: 'x' }, apiMessages.recordCursorInvalid],
      [{ cursor: encodeMergedCursor({ at: BET_DETAIL_NOW, source: 0, id: 1 }) }, apiMessages.recordCursorInvalid],
      [{ cursor: encodeCursor({ at: BET_DETAIL_NOW, id: 2 ** 31 }) }, apiMessages.recordCursorInvalid],
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
