/**
 * Versions' states and names, and cancelling a scheduled version, on both databases: of two saves
 * for one later day only the later is 待生效; a cancelled version is shown 已取消 with who cancelled it,
 * is never in force and no longer the agents' next version; a begun version cannot be cancelled.
 */
import { apiMessages, apiPaths, adminMessages, type OperatorRole } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminSuite, type AgentAdminSuite } from '../../../test/agent-admin';
import { TEST_DATABASES } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { operatorToken, refusal } from '../../../test/requests';
import { agentTemplate } from './template-view';

const { commissionTemplates: templates } = apiPaths.admin;
/** 12:00 on 2026-11-25 in Shanghai. */
const NOON = '2026-11-25T04:00:00.000Z';
const version = (effective_from: string, rate: number) => ({
  effective_from,
  categories: [{ game_type_id: 5, tiers: [{ min_performance: '0', rate }] }],
});

describe.each(TEST_DATABASES)('rate template versions: states, names and cancelling on %s', (database) => {
  let suite: AgentAdminSuite;
  beforeAll(async () => {
    suite = await agentAdminSuite(database, NOON);
  });
  afterAll(() => suite.testApp.close());
  const listed = async () => (await suite.asOperator('GET', templates)).result;
  const stateOf = async (id: number) =>
    (await listed()).versions.find((row: { id: number }) => row.id === id) as Record<string, unknown>;
  const operatorName = async (id: number) =>
    (
      await suite.testApp.context.db
        .selectFrom('operators')
        .select('username')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).username;
  const roleCall = async (role: OperatorRole, url: string) => {
    const token = await operatorToken(suite.testApp, undefined, role);
    return suite.testApp.call({ method: 'POST', url, payload: {}, headers: bearer(token) });
  };

  it('shows each version’s true state and its operator’s name; cancels a scheduled one, audited', async () => {
    const first = (await suite.asOperator('POST', templates, version('2026-11-30', 40))).result;
    const second = (await suite.asOperator('POST', templates, version('2026-11-30', 60))).result;
    const later = (await suite.asOperator('POST', templates, version('2026-12-05', 80))).result;
    const name = await operatorName(second.operator_id);
    expect(second).toMatchObject({ state: 'scheduled', operator_name: name, cancelled_at: null, cancelled_by: null });
    const before = await listed();
    expect(before.versions.map((row: any) => [row.id, row.state, row.operator_name])).toEqual([
      [later.id, 'scheduled', name],
      [second.id, 'scheduled', name],
      [first.id, 'superseded', name],
      [before.in_force_id, 'in_force', null],
    ]);

    const cancelled = await suite.asOperator('POST', `${templates}/${second.id}/cancel`);
    expect(cancelled).toEqual({
      code: 200,
      result: { ...second, state: 'cancelled', cancelled_at: NOON, cancelled_by: name },
    });
    // The earlier save for the 30th holds that day again; the agents see it as next.
    expect(await stateOf(first.id)).toMatchObject({ state: 'scheduled' });
    expect(await stateOf(second.id)).toMatchObject({ state: 'cancelled', cancelled_by: name });
    expect((await agentTemplate(suite.testApp.context)).next?.id).toBe(first.id);
    expect(await suite.audit('commission_templates')).toContainEqual({
      operator_id: second.operator_id,
      action: 'update',
      entity_id: String(second.id),
      before: { ...second, state: 'scheduled' },
      after: cancelled.result,
    });

    // When the 30th comes, the cancelled version never holds it.
    suite.setClock('2026-11-29T16:30:00.000Z');
    expect((await listed()).in_force_id).toBe(first.id);
    expect(await stateOf(second.id)).toMatchObject({ state: 'cancelled' });
    // Begun or cancelled versions cannot be cancelled; an unknown one is not found.
    for (const id of [first.id, second.id, before.in_force_id])
      expect(await suite.asOperator('POST', `${templates}/${id}/cancel`)).toEqual(
        refusal(apiMessages.agentTemplateNotCancellable),
      );
    expect(await suite.asOperator('POST', `${templates}/999999/cancel`)).toEqual(
      refusal(apiMessages.agentTemplateNotFound),
    );
    expect(await stateOf(later.id)).toMatchObject({ state: 'scheduled' });
    suite.setClock(NOON);
  });

  it('lets 运营 cancel, refuses 财务 and 客服 (403), and a second cancel of one version', async () => {
    const scheduled = (await suite.asOperator('POST', templates, version('2026-12-20', 50))).result;
    const url = `${templates}/${scheduled.id}/cancel`;
    for (const role of ['finance', 'support'] as const)
      expect((await roleCall(role, url)).body).toEqual({ code: 403, message: adminMessages.roleForbidden });
    expect((await roleCall('operations', url)).body).toMatchObject({ code: 200, result: { state: 'cancelled' } });
    expect((await roleCall('super_admin', url)).body).toEqual(refusal(apiMessages.agentTemplateNotCancellable));
    expect((await suite.asOperator('POST', `${templates}/abc/cancel`)).code).not.toBe(200);
  });
});
