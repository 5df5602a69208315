import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminSuite, type AgentAdminSuite } from '../../../test/agent-admin';
import { TEST_DATABASES } from '../../../test/harness';
import { refusal } from '../../../test/requests';
import { commissionSettings } from '../claims/settings';

const { commissionTemplates: templates, commissionSettings: settingsPath } = apiPaths.admin;
/** 23:30 on 2026-11-25 in Shanghai: tomorrow there begins in half an hour. */
const LATE_EVENING = '2026-11-25T15:30:00.000Z';
const DEFAULT_TIERS_TEXT = [
  { min_performance: '0.000000', rate: 50 },
  { min_performance: '10000.000000', rate: 70 },
  { min_performance: '50000.000000', rate: 90 },
  { min_performance: '200000.000000', rate: 120 },
];
const tiers = (...pairs: Array<[string, number]>) =>
  pairs.map(([min_performance, rate]) => ({ min_performance, rate }));

describe.each(TEST_DATABASES)('operator rate templates and claim minimum on %s', (database) => {
  let suite: AgentAdminSuite;
  beforeAll(async () => {
    suite = await agentAdminSuite(database, LATE_EVENING);
  });
  afterAll(() => suite.testApp.close());
  const versionCount = async () =>
    (await suite.testApp.context.db.selectFrom('commission_templates').select('id').execute()).length;

  it('lists the seeded version, in force today', async () => {
    const body = await suite.asOperator('GET', templates);
    expect(body.code).toBe(200);
    expect(body.result.versions).toHaveLength(1);
    const [seeded] = body.result.versions;
    expect(seeded).toMatchObject({ effective_from: '2000-01-01', operator_id: null });
    expect(seeded.categories.map((category: any) => category.game_type_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(seeded.categories[5].tiers).toEqual(DEFAULT_TIERS_TEXT);
    expect(body.result.in_force_id).toBe(seeded.id);
  });

  it('refuses a version that is not from tomorrow on, or whose tiers break the rule, in Chinese, storing nothing', async () => {
    const valid = { game_type_id: 5, tiers: tiers(['0', 40], ['1000', 60]) };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ effective_from: '2026-11-25', categories: [valid] }, apiMessages.agentTemplateDayInvalid],
      [{ effective_from: '2026-11-01', categories: [valid] }, apiMessages.agentTemplateDayInvalid],
      [{ effective_from: '2026-02-30', categories: [valid] }, apiMessages.agentDayInvalid],
      [{ effective_from: '26-11-30', categories: [valid] }, apiMessages.agentDayInvalid],
      [{ effective_from: '2026-11-26', categories: [] }, apiMessages.agentTemplateInvalid],
      [
        { effective_from: '2026-11-26', categories: [{ game_type_id: 5, tiers: [] }] },
        apiMessages.agentTemplateInvalid,
      ],
      [
        { effective_from: '2026-11-26', categories: [{ game_type_id: 5, tiers: tiers(['100', 40]) }] },
        apiMessages.agentTemplateInvalid,
      ],
      [
        { effective_from: '2026-11-26', categories: [{ game_type_id: 5, tiers: tiers(['0', 40], ['0', 60]) }] },
        apiMessages.agentTemplateInvalid,
      ],
      [
        { effective_from: '2026-11-26', categories: [{ game_type_id: 5, tiers: tiers(['0', 60], ['1000', 40]) }] },
        apiMessages.agentTemplateInvalid,
      ],
      [
        { effective_from: '2026-11-26', categories: [{ game_type_id: 5, tiers: tiers(['0', 10_001]) }] },
        apiMessages.agentTemplateInvalid,
      ],
      [{ effective_from: '2026-11-26', categories: [valid, { ...valid }] }, apiMessages.agentTemplateInvalid],
      [
        { effective_from: '2026-11-26', categories: [{ game_type_id: 100, tiers: valid.tiers }] },
        apiMessages.agentTemplateInvalid,
      ],
    ];
    for (const [input, message] of cases)
      expect(await suite.asOperator('POST', templates, input)).toEqual(refusal(message));
    expect(await versionCount()).toBe(1);
    expect(await suite.audit('commission_templates')).toEqual([]);
  });

  it('saves a version from tomorrow sorted by category, audited, and puts it in force when its day comes', async () => {
    const input = {
      effective_from: '2026-11-26',
      categories: [
        { game_type_id: 5, tiers: tiers(['0', 60], ['5000.5', 80]) },
        { game_type_id: 1, tiers: tiers(['0', 30]) },
      ],
    };
    const created = await suite.asOperator('POST', templates, input);
    expect(created.code).toBe(200);
    expect(created.result).toMatchObject({
      effective_from: '2026-11-26',
      operator_id: expect.any(Number),
      created_at: LATE_EVENING,
      categories: [
        { game_type_id: 1, tiers: [{ min_performance: '0.000000', rate: 30 }] },
        {
          game_type_id: 5,
          tiers: [
            { min_performance: '0.000000', rate: 60 },
            { min_performance: '5000.500000', rate: 80 },
          ],
        },
      ],
    });
    const stored = await suite.testApp.context.db
      .selectFrom('commission_templates')
      .select('categories_json')
      .where('id', '=', created.result.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.categories_json)).toEqual([
      { game_type_id: 1, tiers: [{ min_performance: 0, rate: 30 }] },
      {
        game_type_id: 5,
        tiers: [
          { min_performance: 0, rate: 60 },
          { min_performance: 5_000_500_000, rate: 80 },
        ],
      },
    ]);
    expect(await suite.audit('commission_templates')).toEqual([
      {
        operator_id: created.result.operator_id,
        action: 'create',
        entity_id: String(created.result.id),
        before: null,
        after: created.result,
      },
    ]);
    // A later version scheduled first lists above it; the seeded one still holds today.
    const later = await suite.asOperator('POST', templates, { ...input, effective_from: '2026-12-01' });
    const listed = await suite.asOperator('GET', templates);
    expect(listed.result.versions.map((version: any) => version.id)).toEqual([
      later.result.id,
      created.result.id,
      listed.result.in_force_id,
    ]);
    expect(listed.result.versions[2].effective_from).toBe('2000-01-01');
    // 00:30 in Shanghai on the 26th: the new version is in force, and the 26th may no longer be chosen.
    suite.setClock('2026-11-25T16:30:00.000Z');
    expect((await suite.asOperator('GET', templates)).result.in_force_id).toBe(created.result.id);
    expect(await suite.asOperator('POST', templates, input)).toEqual(refusal(apiMessages.agentTemplateDayInvalid));
    expect(await versionCount()).toBe(3);
    suite.setClock(LATE_EVENING);
  });

  it('shows the claim minimum (1 USDT until saved), refuses 0, saves another audited, and the claim reads it', async () => {
    expect(await suite.asOperator('GET', settingsPath)).toEqual({
      code: 200,
      result: { claim_min: '1.000000', updated_at: null },
    });
    for (const claim_min of ['0', '0.000000'])
      expect(await suite.asOperator('PUT', settingsPath, { claim_min })).toEqual(
        refusal(apiMessages.agentSettingsInvalid),
      );
    for (const claim_min of ['-1', 'abc', '1.1234567'])
      expect(await suite.asOperator('PUT', settingsPath, { claim_min })).toEqual(refusal(apiMessages.badField));
    expect(await suite.audit('site_settings')).toEqual([]);
    expect(await suite.asOperator('PUT', settingsPath, { claim_min: '2.5' })).toEqual({
      code: 200,
      result: { claim_min: '2.500000', updated_at: LATE_EVENING },
    });
    expect((await commissionSettings(suite.testApp.context.db)).claimMin).toBe(2_500_000);
    const row = await suite.testApp.context.db
      .selectFrom('site_settings')
      .select('value_json')
      .where('key', '=', 'commission_settings')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value_json)).toEqual({ claim_min: 2_500_000 });
    expect((await suite.asOperator('GET', settingsPath)).result).toEqual({
      claim_min: '2.500000',
      updated_at: LATE_EVENING,
    });
    const audit = await suite.audit('site_settings');
    expect(audit).toEqual([
      {
        operator_id: expect.any(Number),
        action: 'update',
        entity_id: 'commission_settings',
        before: { claim_min: '1.000000' },
        after: { claim_min: '2.500000' },
      },
    ]);
  });
});
