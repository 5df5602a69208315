/**
 * The operator's rebate calls on both databases (settings, settling a day by hand, the runs; writes
 * audited; bad input refused in Chinese; player tokens 403), and the job under its lease.
 */
import { apiMessages, apiPaths, rebateDaySchema } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { backgroundJobs } from '../../../jobs/index';
import { runWithLease, takeLease } from '../../../jobs/lease';
import { REBATE_SETTLEMENT_JOB } from '../../../jobs/rebate';
import { agentApp, invitedPlayer } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { freezeClock } from '../../../test/records';
import { playRound, USDT, type RoundPlayer } from '../../../test/records-rounds';
import { insertVipPromotion } from '../../../test/rebates';
import { operatorToken, refusal } from '../../../test/requests';

const sh = (day: string, time: string) => new Date(`${day}T${time}+08:00`).toISOString();
const MONDAY = '2026-11-16';
const { rebateSettings, rebateSettle, rebateDays } = apiPaths.admin;

describe('the rebate job', () => {
  it('runs every 5 minutes under a 30-minute lease by default; REBATE_INTERVAL_MS sets it, 0 turns it off', () => {
    const job = (env: Record<string, string>) =>
      backgroundJobs(loadConfig(env)).find((one) => one.name === REBATE_SETTLEMENT_JOB)!;
    expect(job({})).toMatchObject({ intervalMs: 300_000, leaseMs: 1_800_000 });
    expect(job({ REBATE_INTERVAL_MS: '0' }).intervalMs).toBe(0);
    expect(job({ REBATE_INTERVAL_MS: 'soon' }).intervalMs).toBe(300_000);
  });
});

describe.each(TEST_DATABASES)('operator rebate calls on %s', (database) => {
  let testApp: TestApp;
  let player: RoundPlayer;
  beforeAll(async () => {
    testApp = await agentApp(database, sh(MONDAY, '08:00:00'));
    await insertVipPromotion(testApp);
    player = await invitedPlayer(testApp, null);
    await playRound(testApp, player, { at: sh(MONDAY, '10:00:00'), stake: 2_000 * USDT, payout: 0 });
  });
  afterAll(() => testApp.close());

  // An operator's session ends after 30 idle minutes: as the frozen clock jumps by hours, each call
  // is made in a session opened at its moment.
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token?: string) =>
    testApp.call({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: bearer(token ?? (await operatorToken(testApp))),
    });
  const audit = async (entity: string) =>
    (
      await testApp.context.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute()
    ).map((row) => [row.entity_id, JSON.parse(row.before_json!), JSON.parse(row.after_json!)]);

  it('reads the defaults, saves settings audited, and refuses bad ones in Chinese', async () => {
    expect((await call('GET', rebateSettings)).body).toEqual({
      code: 200,
      result: { enabled: true, claim_min: '0.010000', updated_at: null },
    });
    freezeClock(testApp, sh(MONDAY, '09:00:00'));
    const saved = await call('PUT', rebateSettings, { enabled: false, claim_min: '1.5' });
    expect(saved.body).toEqual({
      code: 200,
      result: { enabled: false, claim_min: '1.500000', updated_at: sh(MONDAY, '09:00:00') },
    });
    expect((await call('GET', rebateSettings)).body.result.enabled).toBe(false);
    // The demo seed's settings (community links) are audited too: only the rebate settings count here.
    expect((await audit('site_settings')).filter(([id]) => id === 'rebate_settings')).toEqual([
      ['rebate_settings', { enabled: true, claim_min: '0.010000' }, { enabled: false, claim_min: '1.500000' }],
    ]);
    expect((await call('PUT', rebateSettings, { enabled: true, claim_min: '0' })).body).toEqual(
      refusal(apiMessages.rebateSettingsInvalid),
    );
    expect((await call('PUT', rebateSettings, { enabled: 'yes', claim_min: '1' })).body).toEqual(
      refusal(apiMessages.rebateSettingsInvalid),
    );
    expect((await call('PUT', rebateSettings, { enabled: true, claim_min: '-1' })).body).toEqual(
      refusal(apiMessages.badField),
    );
    expect((await call('PUT', rebateSettings, { enabled: true, claim_min: '1' }, player.token)).status).toBe(403);
    expect((await audit('site_settings')).filter(([id]) => id === 'rebate_settings')).toHaveLength(1);
  });

  it('settles an ended day by hand, audited, refusing it while off, not over or no date', async () => {
    freezeClock(testApp, sh('2026-11-17', '00:30:00'));
    expect((await call('POST', rebateSettle, { day: MONDAY })).body).toEqual(refusal(apiMessages.rebateDisabled));
    await call('PUT', rebateSettings, { enabled: true, claim_min: '1' });
    freezeClock(testApp, sh(MONDAY, '23:00:00'));
    expect((await call('POST', rebateSettle, { day: MONDAY })).body).toEqual(refusal(apiMessages.rebateDayNotOver));
    expect((await call('POST', rebateSettle, { day: '2026-11-31' })).body).toEqual(
      refusal(apiMessages.agentDayInvalid),
    );
    expect((await call('POST', rebateSettle, { day: 'monday' })).body).toEqual(refusal(apiMessages.agentDayInvalid));
    expect((await call('POST', rebateSettle, { day: MONDAY }, player.token)).status).toBe(403);
    expect(await audit('rebate_days')).toEqual([]);

    freezeClock(testApp, sh('2026-11-17', '00:30:00'));
    const { body } = await call('POST', rebateSettle, { day: MONDAY });
    expect(body.code).toBe(200);
    // 2,000 slots at level 0's 0.5%.
    expect(rebateDaySchema.parse(body.result)).toMatchObject({
      day: MONDAY,
      status: 'done',
      players: 1,
      amount: '10.000000',
    });
    expect((await call('POST', rebateSettle, { day: MONDAY })).body).toEqual(body);
    expect(await audit('rebate_days')).toEqual([
      [MONDAY, null, body.result],
      [MONDAY, expect.objectContaining({ day: MONDAY, status: 'done' }), body.result],
    ]);
    expect((await call('GET', `${rebateDays}?page=1&size=10`)).body).toEqual({
      code: 200,
      result: { total: 1, items: [body.result] },
    });
    expect((await call('GET', `${rebateDays}?page=0`)).body.code).not.toBe(200);
  });

  it('runs the job only under its lease: while another process holds it, nothing is settled', async () => {
    await playRound(testApp, player, { at: sh('2026-11-17', '10:00:00'), stake: 1_000 * USDT, payout: 0 });
    freezeClock(testApp, sh('2026-11-18', '00:10:00'));
    const job = backgroundJobs(testApp.context.config).find((one) => one.name === REBATE_SETTLEMENT_JOB)!;
    const now = testApp.context.now();
    expect(await takeLease(testApp.context.db, REBATE_SETTLEMENT_JOB, 'another-process', now, job.leaseMs)).toBe(true);
    expect(await runWithLease(testApp.context, job.name, job.leaseMs, () => job.run(testApp.context))).toEqual({
      ran: false,
    });
    expect(await testApp.context.db.selectFrom('rebate_days').select('day').execute()).toHaveLength(1);
    // The other holder's lease runs out: the job settles Tuesday (1,000 × 0.5%), and a second run nothing more.
    freezeClock(testApp, new Date(now.getTime() + job.leaseMs));
    expect(await runWithLease(testApp.context, job.name, job.leaseMs, () => job.run(testApp.context))).toEqual({
      ran: true,
      result: [{ day: '2026-11-17', players: 1, amount: 5 * USDT }],
    });
    expect(await runWithLease(testApp.context, job.name, job.leaseMs, () => job.run(testApp.context))).toEqual({
      ran: true,
      result: [],
    });
  });
});
