/** The player's limits through the API: add and lower at once, raise and remove after 24 hours, every change audited. */
import { randomBytes } from 'node:crypto';
import { apiMessages, LIMIT_KEYS, microUsdt, type LimitView } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { DAY_MS, playerWithSession, protectionCalls, protectionEventsOf } from '../../test/protection';
import { generousLimits, refusal } from '../../test/requests';
import { PLATFORM_ACCOUNTS } from '../ledger/accounts';
import { creditPlayer } from '../ledger/service';

describe.each(TEST_DATABASES)('protection limits on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  const newPlayer = async () => {
    const player = await playerWithSession(testApp);
    return { ...player, calls: protectionCalls(testApp, player.token) };
  };
  const limitOf = (status: { limits: LimitView[] }, key: string) =>
    status.limits.find((limit) => limit.key === key) as LimitView;

  it('shows every limit unset, usage counted, the reality check off and the first-deposit prompt', async () => {
    const { calls } = await newPlayer();
    const { code, result } = await calls.status();
    expect(code).toBe(200);
    expect(result.limits.map((limit: { key: string }) => limit.key)).toEqual([...LIMIT_KEYS]);
    for (const limit of result.limits) {
      expect(limit).toMatchObject({ amount: null, pending: null });
      if (limit.key === 'stake_round') expect(limit).toMatchObject({ used: null, resets_at: null });
      else expect(limit).toMatchObject({ used: '0.000000', resets_at: expect.any(String) });
    }
    expect(result).toMatchObject({ reality_check_minutes: 0, deposit_limit_prompt: true });
  });

  it('adds and lowers a limit at once, and audits each change', async () => {
    const { id, calls } = await newPlayer();
    const added = await calls.setLimit('deposit_24h', '50');
    expect(limitOf(added.result, 'deposit_24h')).toMatchObject({ amount: '50.000000', pending: null });
    // A deposit limit set: no prompt before the first deposit any more.
    expect(added.result.deposit_limit_prompt).toBe(false);
    const lowered = await calls.setLimit('deposit_24h', '30.5');
    expect(limitOf(lowered.result, 'deposit_24h')).toMatchObject({ amount: '30.500000', pending: null });
    const events = await protectionEventsOf(testApp, id);
    expect(events.map((event) => [event.action, event.actor])).toEqual([
      ['limit_set', 'player'],
      ['limit_set', 'player'],
    ]);
    expect(events[1]?.detail).toEqual({
      key: 'deposit_24h',
      before: { amount: '50.000000', pending: null },
      after: { amount: '30.500000', pending: null },
    });
  });

  it('raises a limit only after 24 hours, shown as pending with its time until then', async () => {
    const { id, calls } = await newPlayer();
    await calls.setLimit('loss_7d', '100');
    const asked = testApp.context.now().getTime();
    const raised = await calls.setLimit('loss_7d', '500');
    const view = limitOf(raised.result, 'loss_7d');
    expect(view).toMatchObject({ amount: '100.000000', pending: { amount: '500.000000' } });
    const appliesAt = Date.parse(view.pending?.applies_at ?? '');
    expect(appliesAt - asked).toBeGreaterThanOrEqual(DAY_MS);
    expect(appliesAt - testApp.context.now().getTime()).toBeLessThanOrEqual(DAY_MS);
    const [, pendingEvent] = await protectionEventsOf(testApp, id);
    expect(pendingEvent).toMatchObject({ action: 'limit_pending', detail: { key: 'loss_7d' } });
    expect(pendingEvent?.detail.after).toEqual({ amount: '100.000000', pending: view.pending });

    testApp.advanceTime(appliesAt - testApp.context.now().getTime() - 60_000);
    expect(limitOf((await calls.status()).result, 'loss_7d')).toMatchObject({ amount: '100.000000' });
    testApp.advanceTime(60_000);
    expect(limitOf((await calls.status()).result, 'loss_7d')).toMatchObject({ amount: '500.000000', pending: null });
  });

  it('removes a limit only after 24 hours; asking for the limit in force cancels a pending change', async () => {
    const { calls } = await newPlayer();
    await calls.setLimit('deposit_30d', '1000');
    const removal = await calls.setLimit('deposit_30d', '');
    expect(limitOf(removal.result, 'deposit_30d')).toMatchObject({
      amount: '1000.000000',
      pending: { amount: null, applies_at: expect.any(String) },
    });
    const kept = await calls.setLimit('deposit_30d', '1000');
    expect(limitOf(kept.result, 'deposit_30d')).toMatchObject({ amount: '1000.000000', pending: null });
    // A lower limit while a raise waits: the lower one applies at once and the raise is dropped.
    await calls.setLimit('deposit_30d', '2000');
    const lowered = await calls.setLimit('deposit_30d', '800');
    expect(limitOf(lowered.result, 'deposit_30d')).toMatchObject({ amount: '800.000000', pending: null });
    testApp.advanceTime(DAY_MS + 1000);
    expect(limitOf((await calls.status()).result, 'deposit_30d')).toMatchObject({ amount: '800.000000' });
  });

  it('keeps the 24-hour rule for the stake limit per round too', async () => {
    const { calls } = await newPlayer();
    expect(limitOf((await calls.setLimit('stake_round', '10')).result, 'stake_round')).toMatchObject({
      amount: '10.000000',
      pending: null,
      used: null,
    });
    expect(limitOf((await calls.setLimit('stake_round', '5')).result, 'stake_round')).toMatchObject({
      amount: '5.000000',
    });
    expect(limitOf((await calls.setLimit('stake_round', null)).result, 'stake_round')).toMatchObject({
      amount: '5.000000',
      pending: { amount: null },
    });
  });

  it('refuses no change, a zero limit, an unknown key and a malformed amount', async () => {
    const { id, calls } = await newPlayer();
    expect(await calls.setLimit('loss_24h', null)).toEqual(refusal(apiMessages.limitUnchanged));
    await calls.setLimit('loss_24h', '20');
    expect(await calls.setLimit('loss_24h', '20.000')).toEqual(refusal(apiMessages.limitUnchanged));
    expect(await calls.setLimit('loss_24h', '0')).toEqual(refusal(apiMessages.limitAmountInvalid));
    // Not an amount at all: the contract's field refuses it (a Chinese message, no change).
    for (const malformed of ['-5', '1.1234567', 'abc'])
      expect(await calls.setLimit('loss_24h', malformed)).toMatchObject({ code: 400, message: expect.any(String) });
    expect(await calls.setLimit('loss_1h', '20')).toEqual(refusal(apiMessages.limitKeyInvalid));
    expect((await protectionEventsOf(testApp, id)).length).toBe(1);
  });

  it('counts credited deposits against the deposit windows; a deposit ends the first-deposit prompt', async () => {
    const { id, calls } = await newPlayer();
    await creditPlayer(testApp.context, {
      playerId: id,
      amount: microUsdt(20_000_000),
      sourceCode: PLATFORM_ACCOUNTS.depositClearing,
      kind: 'deposit',
      idempotencyKey: `test-deposit:${id}:${randomBytes(4).toString('hex')}`,
    });
    const { result } = await calls.status();
    expect(limitOf(result, 'deposit_24h')).toMatchObject({ used: '20.000000' });
    expect(limitOf(result, 'deposit_30d')).toMatchObject({ used: '20.000000' });
    expect(result.deposit_limit_prompt).toBe(false);
  });

  it('records a skipped first-deposit prompt once, and prompts no more', async () => {
    const { id, calls } = await newPlayer();
    expect(await calls.skipDepositPrompt()).toEqual({ code: 200, result: { ok: true } });
    expect(await calls.skipDepositPrompt()).toEqual({ code: 200, result: { ok: true } });
    expect((await calls.status()).result.deposit_limit_prompt).toBe(false);
    expect((await protectionEventsOf(testApp, id)).map((event) => event.action)).toEqual(['deposit_prompt_skipped']);
  });

  it('sets the reality check interval (form text too), audited; refuses other intervals', async () => {
    const { id, calls } = await newPlayer();
    expect((await calls.realityCheck(30)).result.reality_check_minutes).toBe(30);
    expect((await calls.realityCheck('15')).result.reality_check_minutes).toBe(15);
    expect((await calls.realityCheck(15)).result.reality_check_minutes).toBe(15);
    expect((await calls.realityCheck(0)).result.reality_check_minutes).toBe(0);
    for (const minutes of [20, -15, 'abc', '45'])
      expect(await calls.realityCheck(minutes)).toEqual(refusal(apiMessages.realityCheckInvalid));
    const events = await protectionEventsOf(testApp, id);
    expect(events.map((event) => [event.action, event.detail])).toEqual([
      ['reality_check_set', { before: 0, after: 30 }],
      ['reality_check_set', { before: 30, after: 15 }],
      ['reality_check_set', { before: 15, after: 0 }],
    ]);
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.call({ method: 'GET', url: '/api/plat/protection' });
    expect(response.status).toBe(401);
  });
});
