import { apiPaths, promotionParamsSchema, RULE_KIND_OF_TYPE } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminSuite, type AgentAdminSuite } from '../test/agent-admin';
import { TEST_DATABASES } from '../test/harness';
import { expectLedgerInvariants } from '../test/ledger-invariants';
import { DEMO_COMMUNITY_LINKS } from './activity';
import { seedDemoData } from './seed';

/** 10:00 on 2026-11-26 in Shanghai. */
const NOW = '2026-11-26T02:00:00.000Z';

describe.each(TEST_DATABASES)('the demo activities seeded on %s', (database) => {
  let suite: AgentAdminSuite;
  beforeAll(async () => {
    suite = await agentAdminSuite(database, NOW);
    await seedDemoData(suite.testApp.context);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });

  it('saves the 13 promotions through the service: on, version 1, from today, params of their kind', async () => {
    const list = (await suite.asOperator('GET', apiPaths.admin.promotions)).result.list;
    expect(list).toHaveLength(13);
    for (const item of list) {
      const promotion = item.promotion;
      expect(promotion).toMatchObject({ activity_type: item.activity_type, status: 'on', version: 1 });
      expect(promotion.starts_at).toBe('2026-11-26 00:00:00');
      expect(promotion.cover).toMatch(/^data:image\/svg\+xml;base64,/);
      const params = promotionParamsSchema.parse(promotion.params);
      expect(params.kind).toBe(RULE_KIND_OF_TYPE[item.activity_type as keyof typeof RULE_KIND_OF_TYPE]);
    }
    expect(list.filter((item: any) => item.promotion.ends_at === null).map((item: any) => item.activity_type)).toEqual([
      10, 13,
    ]);
    const audit = await suite.audit('promotions');
    expect(audit).toHaveLength(13);
    expect(audit.every((row) => row.operator_id === null && row.action === 'create')).toBe(true);
  });

  it('seeds the community links and a published special page with a picture', async () => {
    const community = await suite.testApp.call({ method: 'GET', url: apiPaths.activity.community });
    expect(community.body.result.links).toEqual(DEMO_COMMUNITY_LINKS);
    expect(community.body.result.bulletins.length).toBeGreaterThan(0);
    const page = (await suite.testApp.call({ method: 'GET', url: apiPaths.activity.customPage })).body;
    expect(page.result).toMatchObject({ title: '双旦狂欢', updated_at: '2026-11-26 10:00:00' });
    expect(page.result.html).toContain('<img src="data:image/png;base64,');
  });

  it('changes nothing when seeded again', async () => {
    const db = suite.testApp.context.db;
    const snapshot = async () => ({
      versions: await db.selectFrom('promotion_versions').select(['promotion_id', 'version']).orderBy('id').execute(),
      pages: await db.selectFrom('custom_pages').selectAll().execute(),
      links: await db.selectFrom('site_settings').selectAll().where('key', '=', 'community_links').execute(),
    });
    const before = await snapshot();
    suite.setClock('2026-11-27T02:00:00.000Z');
    await seedDemoData(suite.testApp.context);
    expect(await snapshot()).toEqual(before);
  });
});
