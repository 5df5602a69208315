/**
 * The API on a SQLite file that another process writes too (an operator's CLI beside it): a
 * transaction waits for that writer at its begin instead of failing at its first write, and one
 * that waits past the busy timeout answers 503 with nothing applied, so the caller's resend is
 * applied once.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteFileTestApp, type TestApp } from '../test/harness';
import { holdWriteLock } from '../test/other-writer';
import { betBody, fundedGamePlayer, providerCall, USDT, walletBalanceOf } from '../test/provider';
import { inTransaction } from './transaction';

describe('SQLite written by another process too', () => {
  let testApp: (TestApp & { file: string }) | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('a transaction that reads and then writes waits for the other writer, then sees its row', async () => {
    testApp = await createSqliteFileTestApp();
    const other = await holdWriteLock(testApp.file, 300);
    const seen = await inTransaction(testApp.context.db, async (trx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from other_writer`.execute(trx);
      await sql`insert into other_writer (n) values (2)`.execute(trx);
      return rows[0]?.n;
    });
    await other.released;
    // It began after the other writer's commit, so it read that row.
    expect(seen).toBe(1);
  });

  it('a provider bet that arrives while the other process writes is answered after it, applied once', async () => {
    testApp = await createSqliteFileTestApp();
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    // A first bet as usual: the accounts it needs exist from then on, so the next bets write only
    // in their transaction (the first read the other writer's lock would meet there).
    expect((await providerCall(testApp, 'bet', betBody(player, '1'))).body.code).toBe(200);
    const other = await holdWriteLock(testApp.file, 300);
    const bets = [betBody(player, '1'), betBody(player, '2')];
    const answers = await Promise.all(bets.map((bet) => providerCall(testApp!, 'bet', bet)));
    await other.released;
    expect(answers.map((answer) => answer.body.code)).toEqual([200, 200]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(96 * USDT);
  });

  it('past the busy timeout: 503 with nothing applied, and the resend is applied once', async () => {
    testApp = await createSqliteFileTestApp({ busyTimeoutMs: 50 });
    const player = await fundedGamePlayer(testApp, 100 * USDT);
    const other = await holdWriteLock(testApp.file, 1500);
    const bets = [betBody(player, '1'), betBody(player, '2'), betBody(player, '3')];
    // Sent together: one group commit, whose begin gives up.
    const refused = await Promise.all(bets.map((bet) => providerCall(testApp!, 'bet', bet)));
    for (const answer of refused)
      expect(answer).toEqual({ status: 503, body: { code: 503, message: '服务器繁忙，请稍后再试' } });
    await other.released;
    const calls = await testApp.context.db.selectFrom('provider_transactions').select('id').execute();
    expect(calls).toEqual([]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(100 * USDT);
    const resent = await Promise.all(bets.map((bet) => providerCall(testApp!, 'bet', bet)));
    expect(resent.map((answer) => answer.body.code)).toEqual([200, 200, 200]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(94 * USDT);
  });
});
