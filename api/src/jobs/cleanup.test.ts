/** The clean-up job deletes what no request can use again, keeps what is live and every money record, and reruns as a no-op. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../modules/auth/tokens';
import { LAUNCH_RECORD_DAYS } from '../modules/provider/sessions';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../test/harness';
import { bearer } from '../test/players';
import {
  betBody,
  fundedGamePlayer,
  launchTokenFor,
  providerCall,
  rollbackBody,
  USDT,
  walletBalanceOf,
  winBody,
} from '../test/provider';
import { operatorToken, playerToken } from '../test/requests';
import { cleanup } from './cleanup';
import { runWithLease } from './lease';

const MINUTE = 60_000;
const NOTHING = {
  captchas: 0,
  entryCodes: 0,
  sessions: 0,
  launches: 0,
  gameSessions: 0,
  clientTraces: 0,
  auditClients: 0,
};

describe.each(TEST_DATABASES)('clean-up job on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());

  const at = (offsetMs: number) => new Date(testApp.context.now().getTime() + offsetMs).toISOString();
  const count = async (table: 'captchas' | 'entry_codes' | 'provider_launches' | 'provider_sessions') =>
    Number(
      (
        await testApp.context.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('rows'))
          .executeTakeFirstOrThrow()
      ).rows,
    );

  it('deletes expired captchas and entry codes, dead sessions, launch rows past their keeping and expired game sessions; keeps live ones; a rerun changes nothing', async () => {
    const { db } = testApp.context;
    await cleanup(testApp.context);
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    // Live: a captcha, a player and an operator session, an unused launch token, the game session.
    await db
      .insertInto('captchas')
      .values([
        { device: newDevice(), answer_hash: 'x', expires_at: at(MINUTE) },
        { device: newDevice(), answer_hash: 'x', expires_at: at(-1) },
      ])
      .execute();
    const entryCode = (offsetMs: number) => ({
      code_hash: hashToken(newToken()),
      player_id: player.id,
      created_at: at(-MINUTE),
      expires_at: at(offsetMs),
    });
    await db
      .insertInto('entry_codes')
      .values([entryCode(MINUTE), entryCode(-1)])
      .execute();
    const liveToken = await playerToken(testApp, player.id);
    const liveOperator = await operatorToken(testApp);
    const session = (offsetMs: number, revoked: boolean) => ({
      token_hash: hashToken(newToken()),
      subject_type: 'player' as const,
      subject_id: player.id,
      created_at: at(-MINUTE),
      last_seen_at: at(-MINUTE),
      expires_at: at(offsetMs),
      revoked_at: revoked ? at(-1) : null,
    });
    await db
      .insertInto('sessions')
      .values([session(-1, false), session(MINUTE, true), { ...session(-1, false), subject_type: 'operator' }])
      .execute();
    await launchTokenFor(testApp, player.id);
    const launch = (offsetMs: number, used: boolean) => ({
      token_hash: hashToken(newToken()),
      player_id: player.id,
      provider: 'demo',
      game_code: 'demo_fruit_slot',
      created_at: at(-MINUTE),
      expires_at: at(offsetMs),
      used_at: used ? at(-1) : null,
    });
    // Spent launches stay as the launch statistics' record until LAUNCH_RECORD_DAYS after their expiry.
    const longAgo = -(LAUNCH_RECORD_DAYS * 24 * 60 + 1) * MINUTE;
    await db
      .insertInto('provider_launches')
      .values([launch(-1, false), launch(MINUTE, true), { ...launch(longAgo, true), created_at: at(longAgo - MINUTE) }])
      .execute();
    const { token_hash, player_id, provider, game_code, created_at, expires_at } = launch(-1, false);
    await db
      .insertInto('provider_sessions')
      .values({ token_hash, player_id, provider, game_code, created_at, expires_at })
      .execute();

    // fundedGamePlayer's own launch token was used recently: it stays, with the two spent ones above.
    expect(await cleanup(testApp.context)).toEqual({
      captchas: 1,
      entryCodes: 1,
      sessions: 3,
      launches: 1,
      gameSessions: 1,
      clientTraces: 0,
      auditClients: 0,
    });
    const left = ['captchas', 'entry_codes', 'provider_launches', 'provider_sessions'] as const;
    expect(await Promise.all(left.map(count))).toEqual([1, 1, 4, 1]);
    expect(await cleanup(testApp.context)).toEqual(NOTHING);
    // The live sessions still work.
    expect((await testApp.call({ method: 'GET', url: apiPaths.userInfo, headers: bearer(liveToken) })).status).toBe(
      200,
    );
    const audit = await testApp.call({ method: 'GET', url: apiPaths.admin.audit, headers: bearer(liveOperator) });
    expect(audit.body.code).toBe(200);
    const bet = betBody(player, '1');
    expect((await providerCall(testApp, 'bet', bet)).body.code).toBe(200);
  });

  it('keeps what money still needs: a win and a rollback after the game session was deleted are applied', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const won = betBody(player, '2');
    const cancelled = betBody(player, '3');
    await providerCall(testApp, 'bet', won);
    await providerCall(testApp, 'bet', cancelled);
    testApp.advanceTime(testApp.context.config.gameSessionTtlMs + MINUTE);
    expect((await cleanup(testApp.context)).gameSessions).toBeGreaterThanOrEqual(1);
    expect((await providerCall(testApp, 'win', winBody(player, won, '5'))).body.result.balance).toBe('10.000000');
    expect((await providerCall(testApp, 'rollback', rollbackBody(player, cancelled))).body.result.balance).toBe(
      '13.000000',
    );
    expect(await walletBalanceOf(testApp, player.id)).toBe(13 * USDT);
    // A bet needs a live session, as it did before the clean-up: refused the same way.
    expect((await providerCall(testApp, 'bet', betBody(player, '1'))).body.code).not.toBe(200);
  });

  it('runs under a lease: of two concurrent runners one runs, the other skips; a lease left by a dead holder runs out', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow = runWithLease(testApp.context, 'cleanup', 5 * MINUTE, async () => {
      runs += 1;
      await blocked;
      return cleanup(testApp.context);
    });
    // Let the first runner take the lease before the second asks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await runWithLease(testApp.context, 'cleanup', 5 * MINUTE, () => cleanup(testApp.context))).toEqual({
      ran: false,
    });
    release();
    expect(await slow).toMatchObject({ ran: true });
    expect(runs).toBe(1);
    // Released after the run: the next one runs at once.
    expect(await runWithLease(testApp.context, 'cleanup', 5 * MINUTE, () => cleanup(testApp.context))).toEqual({
      ran: true,
      result: NOTHING,
    });

    // A holder that died keeps its lease until it runs out, no longer.
    await testApp.context.db
      .updateTable('job_leases')
      .set({ holder: 'dead-process', lease_until: at(MINUTE) })
      .where('name', '=', 'cleanup')
      .execute();
    expect((await runWithLease(testApp.context, 'cleanup', MINUTE, async () => 1)).ran).toBe(false);
    testApp.advanceTime(MINUTE);
    expect(await runWithLease(testApp.context, 'cleanup', MINUTE, async () => 1)).toEqual({ ran: true, result: 1 });
  });

  it('never lets two of many concurrent takers run at the same time', async () => {
    let inFlight = 0;
    let most = 0;
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        runWithLease(testApp.context, 'race', MINUTE, async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 30));
          inFlight -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(attempts.filter((attempt) => attempt.ran).length).toBeGreaterThanOrEqual(1);
  });
});
