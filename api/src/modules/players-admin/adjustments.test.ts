/**
 * Balance adjustments under the two-person rule, on both databases: within the threshold at once,
 * above it only after a second operator approves (never the requester, once however many approve
 * at the same time), idempotent by request_id, a debit never beyond the balance, 财务 only, audited,
 * and the ledger's invariants after all of it.
 */
import { randomBytes } from 'node:crypto';
import { apiMessages, apiPaths, playerAdminMessages } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { bearer } from '../../test/players';
import { callAs, playerWithSession } from '../../test/protection';
import { walletBalanceOf } from '../../test/provider';
import { generousLimits, operatorToken, refusal } from '../../test/requests';

const { adjustments } = apiPaths.admin;
const USDT = 1_000_000;
const newRequestId = () => `adj-${randomBytes(8).toString('hex')}`;

describe.each(TEST_DATABASES)('balance adjustments on %s', (database) => {
  let testApp: TestApp;
  let requester: string;
  let approver: string;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    requester = await operatorToken(testApp, undefined, 'finance');
    approver = await operatorToken(testApp, undefined, 'finance');
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  const request = (fields: Record<string, unknown>, token = requester) =>
    callAs(testApp, token, 'POST', adjustments, { request_id: newRequestId(), reason: '补发未到账充值', ...fields });
  const approve = (id: number, token = approver) => callAs(testApp, token, 'POST', `${adjustments}/${id}/approve`);
  const transfersOf = (id: number) =>
    testApp.context.db
      .selectFrom('transfers')
      .select(['id', 'kind'])
      .where('idempotency_key', '=', `adjustment:${id}`)
      .execute();
  const auditOf = (id: number) =>
    testApp.context.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'after_json'])
      .where('entity', '=', 'balance_adjustment')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('applies within the threshold at once, credit and debit, one transfer each, audited', async () => {
    const player = await playerWithSession(testApp);
    const credit = await request({ player_id: player.id, amount: '100' });
    expect(credit.result).toMatchObject({
      player_id: player.id,
      amount: '100.000000',
      status: 'applied',
      needs_approval: false,
      decided_by: null,
    });
    expect(credit.result.transfer_id).toEqual(expect.any(Number));
    const debit = await request({ player_id: player.id, amount: '-40.5' });
    expect(debit.result).toMatchObject({ amount: '-40.500000', status: 'applied' });
    expect(await walletBalanceOf(testApp, player.id)).toBe(59_500_000);
    expect(await transfersOf(credit.result.id)).toEqual([{ id: credit.result.transfer_id, kind: 'adjustment' }]);
    const [audit, ...more] = await auditOf(credit.result.id);
    expect(more).toEqual([]);
    expect(audit!.action).toBe('create');
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ status: 'applied', amount: '100.000000' });
    // The player's 交易记录 names it.
    const bills = await callAs(testApp, player.token, 'POST', apiPaths.records.billChange, { period: 'today' });
    expect(bills.result.list.map((row: any) => [row.kind_name, row.amount])).toEqual([
      ['人工调整', '-40.500000'],
      ['人工调整', '100.000000'],
    ]);
  });

  it('holds one above the threshold for a second operator; the requester cannot approve it', async () => {
    const player = await playerWithSession(testApp);
    const pending = await request({ player_id: player.id, amount: '100.000001' });
    expect(pending.result).toMatchObject({ status: 'pending', needs_approval: true, transfer_id: null });
    expect(await walletBalanceOf(testApp, player.id)).toBe(0);
    expect(await approve(pending.result.id, requester)).toEqual(refusal(playerAdminMessages.adjustmentSelfApproval));

    const approved = await approve(pending.result.id);
    expect(approved.result).toMatchObject({ status: 'applied', needs_approval: true, decision_note: null });
    expect(approved.result.decided_by_name).not.toBe(approved.result.requested_by_name);
    expect(await walletBalanceOf(testApp, player.id)).toBe(100_000_001);
    expect(await approve(pending.result.id)).toEqual(refusal(playerAdminMessages.adjustmentDecided));
    const audits = await auditOf(pending.result.id);
    expect(audits.map((row) => [row.action, JSON.parse(row.after_json!).status])).toEqual([
      ['create', 'pending'],
      ['update', 'applied'],
    ]);

    const listed = await callAs(testApp, approver, 'GET', adjustments, { player_id: player.id });
    expect(listed.result).toMatchObject({ total: 1, approval_threshold: '100.000000' });
    expect(listed.result.list[0]).toMatchObject({ id: pending.result.id, username: expect.any(String) });
    const profile = await callAs(testApp, approver, 'GET', `${apiPaths.admin.players}/${player.id}`);
    expect(profile.result.totals.adjustments).toBe('100.000001');
  });

  it('applies once however many operators approve at the same time', async () => {
    const player = await playerWithSession(testApp);
    const pending = await request({ player_id: player.id, amount: '500' });
    const approvers = await Promise.all(Array.from({ length: 20 }, () => operatorToken(testApp, undefined, 'finance')));
    const answers = await Promise.all(approvers.map((token) => approve(pending.result.id, token)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.code !== 200))
      expect(answer).toEqual(refusal(playerAdminMessages.adjustmentDecided));
    expect(await transfersOf(pending.result.id)).toHaveLength(1);
    expect(await walletBalanceOf(testApp, player.id)).toBe(500 * USDT);
    expect(await auditOf(pending.result.id)).toHaveLength(2);
  });

  it('answers a replay by request_id with the first result and refuses the id with other input', async () => {
    const player = await playerWithSession(testApp);
    const request_id = newRequestId();
    const twins = await Promise.all([1, 2, 3].map(() => request({ player_id: player.id, amount: '20.0', request_id })));
    expect(twins[0].code).toBe(200);
    expect(twins.slice(1)).toEqual([twins[0], twins[0]]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(20 * USDT);
    expect(await request({ player_id: player.id, amount: '20', request_id })).toEqual(twins[0]);
    for (const other of [{ amount: '21' }, { reason: '另一个原因' }]) {
      expect(await request({ player_id: player.id, amount: '20', request_id, ...other })).toEqual(
        refusal(playerAdminMessages.adjustmentRequestIdReused),
      );
    }
    expect(await request({ player_id: player.id, amount: '20', request_id }, approver)).toEqual(
      refusal(playerAdminMessages.adjustmentRequestIdReused),
    );
    expect(await auditOf(twins[0].result.id)).toHaveLength(1);
  });

  it('never debits beyond the balance: refused at once with nothing kept, or left pending on approval', async () => {
    const player = await playerWithSession(testApp);
    expect((await request({ player_id: player.id, amount: '10' })).code).toBe(200);
    const request_id = newRequestId();
    expect(await request({ player_id: player.id, amount: '-10.000001', request_id })).toEqual(
      refusal(playerAdminMessages.adjustmentInsufficient),
    );
    expect(
      await testApp.context.db
        .selectFrom('balance_adjustments')
        .select('id')
        .where('request_id', '=', request_id)
        .execute(),
    ).toEqual([]);

    const pending = await request({ player_id: player.id, amount: '-150' });
    expect(pending.result.status).toBe('pending');
    expect(await approve(pending.result.id)).toEqual(refusal(playerAdminMessages.adjustmentInsufficient));
    const still = await callAs(testApp, approver, 'GET', adjustments, { player_id: player.id, status: 'pending' });
    expect(still.result.list.map((row: any) => [row.id, row.status])).toEqual([[pending.result.id, 'pending']]);
    expect(await walletBalanceOf(testApp, player.id)).toBe(10 * USDT);
    // Money arrives; the same approval then goes through.
    expect((await request({ player_id: player.id, amount: '100' })).code).toBe(200);
    expect(await request({ player_id: player.id, amount: '45' })).toMatchObject({ code: 200 });
    expect((await approve(pending.result.id)).result.status).toBe('applied');
    expect(await walletBalanceOf(testApp, player.id)).toBe(5 * USDT);
  });

  it('rejects with a reason (the requester may withdraw their own); a rejected one is never applied', async () => {
    const player = await playerWithSession(testApp);
    const first = await request({ player_id: player.id, amount: '300' });
    const reject = (id: number, token: string, reason?: string) =>
      callAs(testApp, token, 'POST', `${adjustments}/${id}/reject`, reason === undefined ? {} : { reason });
    expect(await reject(first.result.id, approver)).toEqual(refusal(playerAdminMessages.rejectReasonRequired));
    const rejected = await reject(first.result.id, approver, '金额有误');
    expect(rejected.result).toMatchObject({ status: 'rejected', decision_note: '金额有误', transfer_id: null });
    expect(await approve(first.result.id)).toEqual(refusal(playerAdminMessages.adjustmentDecided));
    const own = await request({ player_id: player.id, amount: '-300' });
    expect((await reject(own.result.id, requester, '发起有误，撤回')).result.status).toBe('rejected');
    expect(await walletBalanceOf(testApp, player.id)).toBe(0);
    const listed = await callAs(testApp, requester, 'GET', adjustments, { status: 'rejected', player_id: player.id });
    expect(listed.result.list.map((row: any) => row.id)).toEqual([own.result.id, first.result.id]);
    expect(await approve(999_999_999)).toEqual(refusal(playerAdminMessages.adjustmentNotFound, 404));
  });

  it('refuses bad input in Chinese and an unknown player', async () => {
    const player = await playerWithSession(testApp);
    for (const amount of ['0', '-0.000000', '1.1234567', 'abc', '--5', ''])
      expect(await request({ player_id: player.id, amount })).toEqual(
        refusal(playerAdminMessages.adjustmentAmountInvalid),
      );
    expect(await request({ player_id: player.id, amount: '5', reason: ' ' })).toEqual(
      refusal(playerAdminMessages.reasonRequired),
    );
    expect(await request({ player_id: 999_999_999, amount: '5' })).toEqual(
      refusal(apiMessages.walletPlayerNotFound, 404),
    );
  });

  it("is 财务's: 运营 and 客服 get 403 on every adjustments route", async () => {
    const player = await playerWithSession(testApp);
    const pending = await request({ player_id: player.id, amount: '1000' });
    for (const role of ['operations', 'support'] as const) {
      const token = await operatorToken(testApp, undefined, role);
      const calls = [
        {
          method: 'POST' as const,
          url: adjustments,
          payload: { player_id: player.id, amount: '1', reason: 'x', request_id: newRequestId() },
        },
        { method: 'GET' as const, url: adjustments },
        { method: 'POST' as const, url: `${adjustments}/${pending.result.id}/approve`, payload: {} },
        { method: 'POST' as const, url: `${adjustments}/${pending.result.id}/reject`, payload: { reason: 'x' } },
      ];
      for (const call of calls) {
        const response = await testApp.call({ ...call, headers: bearer(token) });
        expect(response.status, `${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
    const superAdmin = await operatorToken(testApp);
    expect((await approve(pending.result.id, superAdmin)).result.status).toBe('applied');
  });
});
