import { apiMessages, apiPaths, RULE_KIND_OF_TYPE } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPromotionInput } from '../../../seed/activity';
import { DEMO_PROMOTIONS } from '../../../seed/promotions';
import { agentAdminSuite, type AgentAdminSuite } from '../../../test/agent-admin';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { bearer } from '../../../test/players';
import { playerToken, refusal } from '../../../test/requests';

const { promotions } = apiPaths.admin;
/** 10:00 on 2026-11-26 in Shanghai. */
const NOW = '2026-11-26T02:00:00.000Z';
const demo = (type: number) => {
  const promotion = DEMO_PROMOTIONS.find((candidate) => candidate.type === type);
  if (!promotion) throw new Error(`no demo promotion ${type}`);
  return demoPromotionInput(promotion, '2026-11-26');
};
/** A valid operator input for `type` with `changes`, as JSON (the path carries the type). */
const input = (type: number, changes: Record<string, unknown> = {}) => {
  const fields: Record<string, unknown> = { ...demo(type), ...changes };
  delete fields.type;
  return fields;
};
const FIRST_DEPOSIT = demo(1).params as Record<string, unknown>;

describe.each(TEST_DATABASES)('operator promotions on %s', (database) => {
  let suite: AgentAdminSuite;
  beforeAll(async () => {
    suite = await agentAdminSuite(database, NOW);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });
  const versionRows = async () =>
    (await suite.testApp.context.db.selectFrom('promotion_versions').select('id').execute()).length;
  const promotionRows = () => suite.testApp.context.db.selectFrom('promotions').selectAll().execute();

  it('lists the 13 types with their rule kinds, none saved yet', async () => {
    const body = await suite.asOperator('GET', promotions);
    expect(body.code).toBe(200);
    expect(body.result.list).toHaveLength(13);
    body.result.list.forEach((item: any, index: number) =>
      expect(item).toEqual({
        activity_type: index + 1,
        kind: RULE_KIND_OF_TYPE[(index + 1) as keyof typeof RULE_KIND_OF_TYPE],
        promotion: null,
        claim_count: 0,
        claim_total: '0.000000',
      }),
    );
    expect((await suite.asOperator('GET', `${promotions}/1/versions`)).result).toEqual({ list: [] });
  });

  it('refuses a player token with 403', async () => {
    const player = await suite.player();
    const token = await playerToken(suite.testApp, player.id);
    const call = await suite.testApp.call({
      method: 'PUT',
      url: `${promotions}/1`,
      payload: input(1),
      headers: bearer(token),
    });
    expect(call.status).toBe(403);
  });

  it('creates a type on its first save, bumps its version on each save, keeps every version and audits before/after', async () => {
    const created = await suite.asOperator('PUT', `${promotions}/1`, input(1));
    expect(created.code).toBe(200);
    expect(created.result).toMatchObject({
      activity_type: 1,
      title: '首充豪礼',
      group: 'recharge',
      status: 'on',
      version: 1,
      starts_at: '2026-11-26 00:00:00',
      ends_at: '2027-02-24 00:00:00',
      params: FIRST_DEPOSIT,
      updated_at: NOW,
    });
    const changed = await suite.asOperator(
      'PUT',
      `${promotions}/1`,
      input(1, {
        title: '首充豪礼（加码）',
        status: 'off',
        starts_at: '2026-11-30T16:00:00Z',
        ends_at: '',
        params: { ...FIRST_DEPOSIT, cap: '1888.5' },
      }),
    );
    expect(changed.result).toMatchObject({
      id: created.result.id,
      title: '首充豪礼（加码）',
      status: 'off',
      version: 2,
      starts_at: '2026-12-01 00:00:00',
      ends_at: null,
      params: { ...FIRST_DEPOSIT, cap: '1888.5' },
    });
    const [row] = await promotionRows();
    expect(row).toMatchObject({ type: 1, version: 2, starts_at: '2026-11-30T16:00:00.000Z', ends_at: null });

    const versions = await suite.asOperator('GET', `${promotions}/1/versions`);
    expect(versions.result.list.map((version: any) => [version.version, version.promotion.title])).toEqual([
      [2, '首充豪礼（加码）'],
      [1, '首充豪礼'],
    ]);
    expect(versions.result.list[0]).toMatchObject({ operator_id: expect.any(Number), created_at: NOW });
    // Each version names its operator (the console showed 运营账号 #id).
    const saver = await suite.testApp.context.db
      .selectFrom('operators')
      .select('username')
      .where('id', '=', versions.result.list[0].operator_id)
      .executeTakeFirstOrThrow();
    expect(versions.result.list.map((version: any) => version.operator_name)).toEqual([saver.username, saver.username]);
    expect(versions.result.list[0].promotion).toEqual(changed.result);
    expect(versions.result.list[1].promotion).toEqual(created.result);

    const audit = await suite.audit('promotions');
    expect(audit).toEqual([
      {
        operator_id: expect.any(Number),
        action: 'create',
        entity_id: String(created.result.id),
        before: null,
        after: created.result,
      },
      {
        operator_id: expect.any(Number),
        action: 'update',
        entity_id: String(created.result.id),
        before: created.result,
        after: changed.result,
      },
    ]);
    const list = await suite.asOperator('GET', promotions);
    expect(list.result.list[0].promotion).toEqual(changed.result);
    expect(list.result.list.filter((item: any) => item.promotion !== null)).toHaveLength(1);
  });

  it('refuses bad input in Chinese and stores nothing', async () => {
    const versionsBefore = await versionRows();
    const rowsBefore = await promotionRows();
    const auditBefore = await suite.audit('promotions');
    const bigPicture = `data:image/png;base64,${Buffer.alloc(300 * 1024 + 1).toString('base64')}`;
    const cases: Array<[number, Record<string, unknown>, string]> = [
      [2, { title: '' }, apiMessages.missingFields],
      [2, { title: '长'.repeat(61) }, apiMessages.tooLong],
      [2, { group: 'casino' }, apiMessages.badField],
      [2, { status: 'maybe' }, apiMessages.badField],
      [2, { cover: 'javascript:alert(1)' }, apiMessages.activityCoverInvalid],
      [2, { cover: 'JavaScript:alert(1)//https://x' }, apiMessages.activityCoverInvalid],
      [2, { cover: 'http://cdn.example.com/a.png' }, apiMessages.activityCoverInvalid],
      [2, { cover: 'data:text/html;base64,PHNjcmlwdD4=' }, apiMessages.activityCoverInvalid],
      [2, { cover: bigPicture }, apiMessages.activityCoverInvalid],
      [2, { rules_html: 'a'.repeat(20_001) }, apiMessages.activityRulesTooLong],
      [2, { starts_at: '2026/11/26' }, apiMessages.activityPeriodInvalid],
      [2, { starts_at: '2026-02-30 00:00:00' }, apiMessages.activityPeriodInvalid],
      [2, { ends_at: '2026-11-26 00:00:00' }, apiMessages.activityPeriodInvalid],
      [2, { ends_at: 'soon' }, apiMessages.activityPeriodInvalid],
      [2, { ends_at: 5 }, apiMessages.activityPeriodInvalid],
      [2, { ends_at: '2026-11-25 23:59:59' }, apiMessages.activityPeriodInvalid],
      [2, { params: { kind: 'turnover_tiers' } }, apiMessages.activityParamsInvalid],
      [2, { params: 'not params' }, apiMessages.activityParamsInvalid],
      [2, { params: FIRST_DEPOSIT }, apiMessages.activityParamsInvalid],
      [1, { params: demo(2).params }, apiMessages.activityParamsInvalid],
      [1, { params: { ...FIRST_DEPOSIT, cap: '0' } }, apiMessages.activityParamsInvalid],
      [1, { params: { ...FIRST_DEPOSIT, percent: 10_001 } }, apiMessages.activityParamsInvalid],
      [
        2,
        {
          params: {
            ...(demo(2).params as object),
            tiers: [
              { min_stake: '100', reward: '1' },
              { min_stake: '100', reward: '2' },
            ],
          },
        },
        apiMessages.activityParamsInvalid,
      ],
      [5, { params: { ...(demo(5).params as object), min: '0.009' } }, apiMessages.activityParamsInvalid],
      [5, { params: { ...(demo(5).params as object), min: '9', max: '8.88' } }, apiMessages.activityParamsInvalid],
      [
        7,
        {
          params: {
            kind: 'vip',
            levels: [{ level: 0, name: 'VIP0', min_stake: '5', reward: '0', rebate: [] }],
            turnover_multiple: 1,
          },
        },
        apiMessages.activityParamsInvalid,
      ],
      [10, { params: { ...(demo(10).params as object), rewards: ['1', '0'] } }, apiMessages.activityParamsInvalid],
      [14, {}, apiMessages.activityNotFound],
      [0, {}, apiMessages.activityNotFound],
    ];
    for (const [type, changes, message] of cases) {
      const body = await suite.asOperator(
        'PUT',
        `${promotions}/${type}`,
        input(Math.min(Math.max(type, 1), 13), changes),
      );
      expect(body, `${type} ${JSON.stringify(changes).slice(0, 80)}`).toEqual(refusal(message));
    }
    expect(await versionRows()).toBe(versionsBefore);
    expect(await promotionRows()).toEqual(rowsBefore);
    expect(await suite.audit('promotions')).toEqual(auditBefore);
  });

  it('takes an https cover and a data-URL picture of exactly 300 kB', async () => {
    const exact = `data:image/png;base64,${Buffer.alloc(300 * 1024).toString('base64')}`;
    const saved = await suite.asOperator('PUT', `${promotions}/3`, input(3, { cover: exact }));
    expect(saved.result).toMatchObject({ version: 1, cover: exact });
    const https = await suite.asOperator(
      'PUT',
      `${promotions}/3`,
      input(3, { cover: 'https://cdn.example.com/trial.png' }),
    );
    expect(https.result).toMatchObject({ version: 2, cover: 'https://cdn.example.com/trial.png' });
  });
});
