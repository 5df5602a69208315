/**
 * The money controls of balance adjustments, on both databases: daily single-approval caps per
 * operator and per player that parallel requests cannot all pass, the Asia/Shanghai day, the setting
 * (超级管理员, audited, defaults from ADJUSTMENT_APPROVAL_USDT), types and a credit's turnover multiple.
 */
import { randomBytes } from 'node:crypto';
import { apiMessages, apiPaths, microUsdt, moneyControlMessages } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate, shanghaiMidnightUtc } from '../../shanghai-time';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { bearer } from '../../test/players';
import { callAs, DAY_MS, playerWithSession } from '../../test/protection';
import { walletBalanceOf } from '../../test/provider';
import { generousLimits, operatorToken, refusal } from '../../test/requests';
import { fitsSingleApproval } from './adjustment-caps';

const { adjustments, moneyControls } = apiPaths.admin;
const USDT = 1_000_000;
const newRequestId = () => `adj-${randomBytes(8).toString('hex')}`;

describe('fitsSingleApproval', () => {
  const usdt = (amount: number) => microUsdt(Math.round(amount * USDT));
  const limits = { approvalThreshold: usdt(100), operatorDailyCap: usdt(300), playerDailyCap: usdt(250) };
  it('passes up to each cap inclusive and not a micro-USDT beyond', () => {
    expect(fitsSingleApproval(usdt(100), { operator: usdt(200), player: 0 }, limits)).toBe(true);
    expect(fitsSingleApproval(usdt(100), { operator: usdt(200.000001), player: 0 }, limits)).toBe(false);
    expect(fitsSingleApproval(usdt(50), { operator: 0, player: usdt(200) }, limits)).toBe(true);
    expect(fitsSingleApproval(usdt(50.000001), { operator: 0, player: usdt(200) }, limits)).toBe(false);
    expect(fitsSingleApproval(usdt(100.000001), { operator: 0, player: 0 }, limits)).toBe(false);
  });
});

describe.each(TEST_DATABASES)('money controls of adjustments on %s', (database) => {
  let testApp: TestApp;
  let superAdmin: string;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    superAdmin = await operatorToken(testApp);
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  const finance = () => operatorToken(testApp, undefined, 'finance');
  const setControls = (fields: Record<string, string> = {}) =>
    callAs(testApp, superAdmin, 'PUT', moneyControls, {
      approval_threshold: '100',
      operator_daily_cap: '300',
      player_daily_cap: '300',
      assignment_threshold: '1000',
      ...fields,
    });
  const request = (token: string, fields: Record<string, unknown>) =>
    callAs(testApp, token, 'POST', adjustments, { request_id: newRequestId(), reason: '补发', ...fields });
  const statuses = (answers: Array<{ result: { status: string } }>) =>
    answers.map((answer) => answer.result.status).sort();

  it('defaults to ADJUSTMENT_APPROVAL_USDT until saved; only 超级管理员 changes it, audited', async () => {
    const financeToken = await finance();
    expect((await callAs(testApp, financeToken, 'GET', moneyControls)).result).toEqual({
      approval_threshold: '100.000000',
      operator_daily_cap: '1000.000000',
      player_daily_cap: '500.000000',
      assignment_threshold: '1000.000000',
      saved: false,
    });
    const put = await testApp.call({
      method: 'PUT',
      url: moneyControls,
      headers: bearer(financeToken),
      payload: { approval_threshold: '1', operator_daily_cap: '1', player_daily_cap: '1', assignment_threshold: '1' },
    });
    expect(put.status).toBe(403);
    expect(await setControls({ player_daily_cap: '99.999999' })).toEqual(refusal(moneyControlMessages.settingsInvalid));
    expect(await setControls({ operator_daily_cap: 'lots' })).toEqual(refusal(apiMessages.badField));
    const saved = await setControls({ operator_daily_cap: '300.5' });
    expect(saved.result).toMatchObject({ operator_daily_cap: '300.500000', saved: true });
    const audited = await testApp.context.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'site_settings')
      .where('entity_id', '=', 'money_controls')
      .execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]!.before_json!)).toMatchObject({ operator_daily_cap: '1000.000000' });
    expect(JSON.parse(audited[0]!.after_json!)).toMatchObject({ operator_daily_cap: '300.500000' });
  });

  it('of 10 parallel +100 by one operator under a daily cap of 300, applies exactly 3; 7 wait for a second', async () => {
    await setControls({ operator_daily_cap: '300', player_daily_cap: '100000' });
    const operator = await finance();
    const players = await Promise.all(Array.from({ length: 10 }, () => playerWithSession(testApp)));
    const answers = await Promise.all(
      players.map((player) => request(operator, { player_id: player.id, amount: '100' })),
    );
    expect(statuses(answers)).toEqual([...Array(3).fill('applied'), ...Array(7).fill('pending')]);
    const balances = await Promise.all(players.map((player) => walletBalanceOf(testApp, player.id)));
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(300 * USDT);
    const listed = await callAs(testApp, operator, 'GET', adjustments, { status: 'pending' });
    expect(listed.result).toMatchObject({ operator_daily_cap: '300.000000', operator_used_today: '300.000000' });
    // The requester cannot approve their own; a second operator can, and that uses no single-approval room.
    const pending = answers.find((answer) => answer.result.status === 'pending')!.result;
    const approve = (token: string) => callAs(testApp, token, 'POST', `${adjustments}/${pending.id}/approve`);
    expect(await approve(operator)).toEqual(refusal('不能审核自己发起的调整'));
    expect((await approve(await finance())).result).toMatchObject({ status: 'applied', needs_approval: true });
    const after = await callAs(testApp, operator, 'GET', adjustments, { player_id: pending.player_id });
    expect(after.result).toMatchObject({ operator_used_today: '300.000000', player_used_today: '0.000000' });
  });

  it('of 10 parallel +100 for one player by 10 operators under a player cap of 300, applies exactly 3', async () => {
    await setControls({ operator_daily_cap: '100000', player_daily_cap: '300' });
    const player = await playerWithSession(testApp);
    const operators = await Promise.all(Array.from({ length: 10 }, () => finance()));
    const answers = await Promise.all(
      operators.map((token) => request(token, { player_id: player.id, amount: '100' })),
    );
    expect(statuses(answers)).toEqual([...Array(3).fill('applied'), ...Array(7).fill('pending')]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(300 * USDT);
  });

  it('counts debits by size and starts again at midnight Asia/Shanghai', async () => {
    await setControls({ operator_daily_cap: '150', player_daily_cap: '100000' });
    const operator = await finance();
    const player = await playerWithSession(testApp);
    expect((await request(operator, { player_id: player.id, amount: '100' })).result.status).toBe('applied');
    const debit = await request(operator, { player_id: player.id, amount: '-50', type: 'clawback' });
    expect(debit.result).toMatchObject({ status: 'applied', type: 'clawback' });
    expect((await request(operator, { player_id: player.id, amount: '0.000001' })).result.status).toBe('pending');
    const operatorId = debit.result.requested_by as number;
    const nextMidnight = shanghaiMidnightUtc(shanghaiDate(new Date(testApp.context.now().getTime() + DAY_MS)));
    testApp.advanceTime(nextMidnight.getTime() - testApp.context.now().getTime() - 1000);
    const sameDay = await operatorToken(testApp, operatorId);
    expect((await request(sameDay, { player_id: player.id, amount: '0.000001' })).result.status).toBe('pending');
    testApp.advanceTime(2000);
    const nextDay = await operatorToken(testApp, operatorId);
    expect((await request(nextDay, { player_id: player.id, amount: '100' })).result.status).toBe('applied');
  });

  it("keeps a type and adds a credit's turnover multiple × amount when it applies; a debit takes none", async () => {
    await setControls({ operator_daily_cap: '100000', player_daily_cap: '100000' });
    const operator = await finance();
    const player = await playerWithSession(testApp);
    const requirementOf = (id: number) =>
      testApp.context.db
        .selectFrom('turnover_requirements')
        .select(['amount', 'required'])
        .where('source', '=', `adjustment:${id}`)
        .execute();
    const makeup = await request(operator, {
      player_id: player.id,
      amount: '50',
      type: 'bonus_makeup',
      turnover_multiple: 3,
    });
    expect(makeup.result).toMatchObject({ status: 'applied', type: 'bonus_makeup', turnover_multiple: 3 });
    expect(await requirementOf(makeup.result.id)).toEqual([{ amount: 50 * USDT, required: 150 * USDT }]);

    const large = await request(operator, {
      player_id: player.id,
      amount: '200',
      type: 'manual_deposit',
      turnover_multiple: 1.5,
    });
    expect(large.result).toMatchObject({ status: 'pending', turnover_multiple: 1.5 });
    expect(await requirementOf(large.result.id)).toEqual([]);
    await callAs(testApp, await finance(), 'POST', `${adjustments}/${large.result.id}/approve`);
    expect(await requirementOf(large.result.id)).toEqual([{ amount: 200 * USDT, required: 300 * USDT }]);

    const plain = await request(operator, { player_id: player.id, amount: '10' });
    expect(plain.result).toMatchObject({ type: 'other', turnover_multiple: 0 });
    expect(await requirementOf(plain.result.id)).toEqual([]);
    expect(await request(operator, { player_id: player.id, amount: '-10', turnover_multiple: 2 })).toEqual(
      refusal(moneyControlMessages.turnoverOnDebit),
    );
    for (const bad of [{ type: 'gift' }, { turnover_multiple: 101 }, { turnover_multiple: 1.005 }])
      expect(await request(operator, { player_id: player.id, amount: '1', ...bad })).toEqual(
        refusal(apiMessages.badField),
      );
    // Every type posts as 人工调整: the player's records and the reports group them as before.
    const bills = await callAs(testApp, player.token, 'POST', apiPaths.records.billChange, { period: 'today' });
    expect(new Set(bills.result.list.map((row: { kind_name: string }) => row.kind_name))).toEqual(
      new Set(['人工调整']),
    );
  });
});
