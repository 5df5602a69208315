/**
 * The partial locks' operator routes on both databases: 财务 sets and lifts each lock with a reason,
 * 客服 reads them and may not change them, every change is audited with before and after, and a
 * repeat of a lift changes nothing.
 */
import { apiMessages, riskLockPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayerDirectly } from '../auth/service';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, newUsername } from '../../test/players';
import { operatorToken, refusal } from '../../test/requests';

describe.each(TEST_DATABASES)('partial locks: the operator routes on %s', (database) => {
  let testApp: TestApp;
  let finance: string;
  let support: string;
  let financeId: number;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    finance = await operatorToken(testApp, undefined, 'finance');
    support = await operatorToken(testApp, undefined, 'support');
    financeId = (
      await testApp.context.db
        .selectFrom('operators')
        .select('id')
        .where('role', '=', 'finance')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => testApp?.close());

  const newPlayer = async () => (await registerPlayerDirectly(testApp.context, newUsername(), 'secret123', null)).id;
  const call = async (token: string, method: 'GET' | 'POST', playerId: number | string, payload?: object) =>
    (
      await testApp.call({
        method,
        url: riskLockPaths.playerRestrictions(playerId as number),
        payload,
        headers: bearer(token),
      })
    ).body;
  const auditOf = (playerId: number) =>
    testApp.context.db
      .selectFrom('audit_log')
      .select(['operator_id', 'action', 'before_json', 'after_json'])
      .where('entity', '=', 'player_restriction')
      .where('entity_id', '=', String(playerId))
      .orderBy('id')
      .execute();

  it('sets each lock with its reason and setter, and lifts it, auditing before and after', async () => {
    const playerId = await newPlayer();
    expect(await call(support, 'GET', playerId)).toEqual({
      code: 200,
      result: { player_id: playerId, restrictions: [] },
    });
    const set = await call(finance, 'POST', playerId, { restriction: 'withdraw', enabled: true, reason: '疑似洗钱' });
    expect(set.code).toBe(200);
    expect(set.result.restrictions).toEqual([
      expect.objectContaining({ restriction: 'withdraw', reason: '疑似洗钱', created_by: financeId }),
    ]);
    expect(set.result.restrictions[0].created_by_name).toMatch(/^op/);
    await call(finance, 'POST', playerId, { restriction: 'bet', enabled: true, reason: '套利投注' });
    await call(finance, 'POST', playerId, { restriction: 'claim', enabled: true, reason: '多账户领取' });
    const read = await call(support, 'GET', playerId);
    expect(read.result.restrictions.map((row: { restriction: string }) => row.restriction).sort()).toEqual([
      'bet',
      'claim',
      'withdraw',
    ]);

    const lifted = await call(finance, 'POST', playerId, {
      restriction: 'withdraw',
      enabled: false,
      reason: '核实无误',
    });
    expect(lifted.result.restrictions.map((row: { restriction: string }) => row.restriction).sort()).toEqual([
      'bet',
      'claim',
    ]);
    // Lifting what is not set changes nothing and writes no audit entry.
    await call(finance, 'POST', playerId, { restriction: 'withdraw', enabled: false, reason: '再次解除' });

    const audit = await auditOf(playerId);
    expect(audit.map((row) => row.action)).toEqual(['create', 'create', 'create', 'delete']);
    expect(audit.every((row) => row.operator_id === financeId)).toBe(true);
    expect(JSON.parse(audit[0]!.before_json ?? 'null')).toBeNull();
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ restriction: 'withdraw', reason: '疑似洗钱' });
    expect(JSON.parse(audit[3]!.before_json!)).toMatchObject({ restriction: 'withdraw', reason: '疑似洗钱' });
    expect(JSON.parse(audit[3]!.after_json!)).toMatchObject({ lifted: true, reason: '核实无误' });
  });

  it('records a new reason when a lock in force is set again', async () => {
    const playerId = await newPlayer();
    await call(finance, 'POST', playerId, { restriction: 'bet', enabled: true, reason: '第一次' });
    const again = await call(finance, 'POST', playerId, { restriction: 'bet', enabled: true, reason: '补充说明' });
    expect(again.result.restrictions).toEqual([expect.objectContaining({ restriction: 'bet', reason: '补充说明' })]);
    const audit = await auditOf(playerId);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ reason: '第一次' });
  });

  it('refuses 客服 a change, a missing reason, an unknown kind and an unknown player', async () => {
    const playerId = await newPlayer();
    const bySupport = await testApp.call({
      method: 'POST',
      url: riskLockPaths.playerRestrictions(playerId),
      payload: { restriction: 'bet', enabled: true, reason: '无权' },
      headers: bearer(support),
    });
    expect(bySupport.status).toBe(403);
    expect(await call(finance, 'POST', playerId, { restriction: 'bet', enabled: true, reason: ' ' })).toEqual(
      refusal(apiMessages.restrictionReasonRequired),
    );
    expect(await call(finance, 'POST', playerId, { restriction: 'login', enabled: true, reason: '原因' })).toEqual(
      refusal(apiMessages.restrictionInvalid),
    );
    expect(await call(finance, 'POST', 999_999, { restriction: 'bet', enabled: true, reason: '原因' })).toEqual(
      refusal(apiMessages.walletPlayerNotFound, 404),
    );
    expect(await call(support, 'GET', 999_999)).toEqual(refusal(apiMessages.walletPlayerNotFound, 404));
    expect(await auditOf(playerId)).toEqual([]);
  });
});
