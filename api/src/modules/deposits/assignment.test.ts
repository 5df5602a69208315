/**
 * Assigning an unmatched deposit above the threshold (setting money_controls), on both databases: it
 * waits for a second operator (never the requester), who approves it (credited once) or rejects it
 * (nothing moves, the deposit stays unmatched); while it waits the deposit takes no other decision.
 */
import { apiMessages, apiPaths, moneyControlMessages } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depositSuite, POOL, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { bearer } from '../../test/players';
import { callAs } from '../../test/protection';
import { operatorToken, refusal } from '../../test/requests';

const { unmatchedDeposits, depositAssignments, moneyControls } = apiPaths.admin;

describe.each(TEST_DATABASES)('unmatched-deposit assignment above the threshold on %s', (database) => {
  let suite: DepositSuite;
  let requester: string;
  let approver: string;
  beforeAll(async () => {
    suite = await depositSuite(database);
    requester = await operatorToken(suite.testApp, undefined, 'finance');
    approver = await operatorToken(suite.testApp, undefined, 'finance');
    const controls = { approval_threshold: '100', operator_daily_cap: '1000', player_daily_cap: '500' };
    expect((await suite.asOperator('PUT', moneyControls, { ...controls, assignment_threshold: '50' })).code).toBe(200);
  });
  afterAll(() => suite.testApp.close());
  afterEach(() => suite.expectMoneyConsistent());

  async function unmatched(amount: string) {
    const transfer = suite.transfer(POOL[2], amount);
    expect(await suite.receive(transfer)).toBe('unmatched');
    return suite.testApp.context.db
      .selectFrom('chain_deposits')
      .select(['id', 'tx_id'])
      .where('tx_id', '=', transfer.txId)
      .executeTakeFirstOrThrow();
  }
  const assign = (id: number, playerId: number, token = requester) =>
    callAs(suite.testApp, token, 'POST', `${unmatchedDeposits}/${id}/assign`, { player_id: playerId });
  const decide = (id: number, verdict: 'approve' | 'reject', token = approver, reason?: string) =>
    callAs(suite.testApp, token, 'POST', `${depositAssignments}/${id}/${verdict}`, reason ? { reason } : {});
  const balanceOf = async (token: string) => (await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance;
  const audits = (entity: string, id: number) =>
    suite.testApp.context.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('waits for a second operator above the threshold, who credits it once; audited', async () => {
    const player = await suite.newPlayer();
    const deposit = await unmatched('50.000001');
    const asked = await assign(deposit.id, player.id);
    expect(asked.result).toMatchObject({ status: 'unmatched', player_id: null, transfer_id: null });
    const pending = asked.result.pending_assignment;
    expect(pending).toMatchObject({ player_id: player.id, amount: '50.000001', status: 'pending' });
    expect(pending.username).toEqual(expect.any(String));
    expect(await balanceOf(player.token)).toBe('0.000000');
    // While it waits: no second assignment, no refund, no approval by the requester.
    expect(await assign(deposit.id, player.id, approver)).toEqual(refusal(moneyControlMessages.assignmentPending));
    expect(
      await callAs(suite.testApp, approver, 'POST', `${unmatchedDeposits}/${deposit.id}/refund`, { note: 'x' }),
    ).toEqual(refusal(moneyControlMessages.assignmentPending));
    expect(await decide(pending.id, 'approve', requester)).toEqual(
      refusal(moneyControlMessages.assignmentSelfApproval),
    );
    const listed = await callAs(suite.testApp, approver, 'GET', unmatchedDeposits);
    expect(listed.result.list.find((row: { id: number }) => row.id === deposit.id).pending_assignment.id).toBe(
      pending.id,
    );
    const queue = await callAs(suite.testApp, approver, 'GET', depositAssignments, { status: 'pending' });
    expect(queue.result.list.map((row: { id: number }) => row.id)).toContain(pending.id);

    const approvals = await Promise.all(
      [approver, suite.operator].map((token) => decide(pending.id, 'approve', token)),
    );
    expect(approvals.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(approvals.find((answer) => answer.code !== 200)).toEqual(refusal(moneyControlMessages.assignmentDecided));
    expect(await balanceOf(player.token)).toBe('50.000001');
    const row = await callAs(suite.testApp, approver, 'GET', unmatchedDeposits, { status: 'assigned' });
    expect(row.result.list.find((one: { id: number }) => one.id === deposit.id)).toMatchObject({
      status: 'assigned',
      player_id: player.id,
      pending_assignment: null,
    });
    expect((await audits('deposit_assignments', pending.id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
    ]);
    expect(await audits('chain_deposits', deposit.id)).toHaveLength(1);
  });

  it('rejects with a reason (the requester may withdraw their own): nothing moves, it can be assigned again', async () => {
    const player = await suite.newPlayer();
    const deposit = await unmatched('80');
    const first = (await assign(deposit.id, player.id)).result.pending_assignment;
    expect(await decide(first.id, 'reject')).toEqual(refusal(apiMessages.missingFields));
    expect((await decide(first.id, 'reject', approver, '玩家不符')).result).toMatchObject({
      status: 'rejected',
      note: '玩家不符',
    });
    expect(await decide(first.id, 'approve')).toEqual(refusal(moneyControlMessages.assignmentDecided));
    const second = (await assign(deposit.id, player.id)).result.pending_assignment;
    expect((await decide(second.id, 'reject', requester, '撤回')).result.status).toBe('rejected');
    expect(await balanceOf(player.token)).toBe('0.000000');
    const refunded = await callAs(suite.testApp, approver, 'POST', `${unmatchedDeposits}/${deposit.id}/refund`, {
      note: '已退回',
    });
    expect(refunded.result.status).toBe('refunded');
    expect(await decide(999_999, 'approve')).toEqual(refusal(moneyControlMessages.assignmentNotFound, 404));
  });

  it('credits at once up to the threshold; 运营 gets 403 on the queue', async () => {
    const player = await suite.newPlayer();
    const deposit = await unmatched('50');
    expect((await assign(deposit.id, player.id)).result).toMatchObject({
      status: 'assigned',
      pending_assignment: null,
    });
    expect(await balanceOf(player.token)).toBe('50.000000');
    const operations = await operatorToken(suite.testApp, undefined, 'operations');
    const response = await suite.testApp.call({ method: 'GET', url: depositAssignments, headers: bearer(operations) });
    expect(response.status).toBe(403);
  });
});
