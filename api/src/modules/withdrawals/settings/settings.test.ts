import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { refusal } from '../../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';
import { DEFAULT_BUY_GUIDE } from './buy-guide';

describe.each(TEST_DATABASES)('withdrawal settings and the /buy guide on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(() => suite.testApp.close());
  const auditOf = (entityId: string) =>
    suite.testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'site_settings')
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
  const publicGuide = async () => (await suite.testApp.call({ method: 'GET', url: apiPaths.wallet.buyGuide })).body;

  it('starts on the defaults, changes them audited, and refuses a minimum not above its fee or above the maximum', async () => {
    expect((await suite.asOperator('GET', apiPaths.admin.withdrawalSettings)).result).toEqual({
      min_amount: '10.000000',
      max_amount: '50000.000000',
      fee_fixed: '1.000000',
      fee_rate_bps: 0,
      daily_count: 5,
      daily_amount: '100000.000000',
      max_pending: 1,
      turnover_multiplier: 1,
      max_addresses: 5,
      hot_wallet_address: null,
    });
    expect(await suite.settings({ min_amount: '1', fee_fixed: '1' })).toEqual(
      refusal(apiMessages.withdrawSettingsInvalid),
    );
    expect(await suite.settings({ min_amount: '10', fee_fixed: '9', fee_rate_bps: 1_000 })).toEqual(
      refusal(apiMessages.withdrawSettingsInvalid),
    );
    expect(await suite.settings({ min_amount: '100', max_amount: '99' })).toEqual(
      refusal(apiMessages.withdrawSettingsInvalid),
    );
    expect(await suite.settings({ daily_count: 0 })).toMatchObject({ code: 400 });
    const changed = await suite.settings({ min_amount: '20', fee_rate_bps: 50, max_addresses: 3 });
    expect(changed.result).toMatchObject({ min_amount: '20.000000', fee_rate_bps: 50, max_addresses: 3 });
    const audit = await auditOf('withdrawal_rules');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ min_amount: '10.000000' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ min_amount: '20.000000', fee_rate_bps: 50 });
    const { token } = await suite.player();
    expect((await suite.asPlayer(token, apiPaths.wallet.withdrawInfo)).result.rules).toMatchObject({
      min_amount: '20.000000',
      max_addresses: 3,
    });
  });

  it('reads a stored value the schema refuses as the defaults', async () => {
    await suite.testApp.context.db
      .updateTable('site_settings')
      .set({ value_json: '{"min_amount":"-1"}' })
      .where('key', '=', 'withdrawal_rules')
      .execute();
    expect((await suite.asOperator('GET', apiPaths.admin.withdrawalSettings)).result).toMatchObject({
      min_amount: '10.000000',
      fee_rate_bps: 0,
    });
  });

  it('shows the default guide to anyone, and the operator’s once written; only http(s) links', async () => {
    expect(await publicGuide()).toEqual({ code: 200, result: DEFAULT_BUY_GUIDE });
    expect(DEFAULT_BUY_GUIDE.steps.length).toBeGreaterThanOrEqual(3);
    const guide = {
      intro: '购买USDT',
      steps: ['注册', '购买', '提币到充值地址'],
      links: [{ name: '交易所', url: 'https://exchange.example/buy' }],
    };
    for (const url of ['javascript:alert(1)', 'ftp://exchange.example', 'exchange.example', 'data:text/html,x'])
      expect(
        await suite.asOperator('PUT', apiPaths.admin.buyGuide, { ...guide, links: [{ name: '交易所', url }] }),
      ).toEqual(refusal('兑换链接须为 http(s) 地址'));
    expect((await suite.asOperator('PUT', apiPaths.admin.buyGuide, guide)).result).toEqual(guide);
    expect(await publicGuide()).toEqual({ code: 200, result: guide });
    expect((await suite.asOperator('GET', apiPaths.admin.buyGuide)).result).toEqual(guide);
    const audit = await auditOf('buy_guide');
    expect(audit.map((row) => row.operator_id)).toEqual([expect.any(Number)]);
  });

  it('keeps the settings to operators', async () => {
    const { token } = await suite.player();
    const asPlayer = await suite.testApp.call({
      method: 'GET',
      url: apiPaths.admin.withdrawalSettings,
      headers: bearer(token),
    });
    expect(asPlayer.status).toBe(403);
  });
});
