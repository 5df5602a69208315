/** The 理性游戏 page: built in until the operator writes config item 10, then theirs, sanitized; never in the config list. */
import { apiPaths, CONFIG_IDS, RESPONSIBLE_GAMING_DEFAULT_HTML } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { callAs } from '../../test/protection';
import { generousLimits, operatorToken } from '../../test/requests';

describe.each(TEST_DATABASES)('responsible gaming page on %s', (database) => {
  let testApp: TestApp;
  let operator: string;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    operator = await operatorToken(testApp);
  });
  afterAll(() => testApp.close());

  const page = async () => (await testApp.call({ method: 'GET', url: apiPaths.protection.responsibleGaming })).body;
  const write = (content: string) =>
    callAs(testApp, operator, 'PUT', `${apiPaths.admin.config}/${CONFIG_IDS.responsibleGaming}`, {
      content,
      remark: '理性游戏',
    });

  it('answers the built-in page, without a login, while the operator has written none', async () => {
    expect(await page()).toEqual({ code: 200, result: { html: RESPONSIBLE_GAMING_DEFAULT_HTML, updated_at: '' } });
    expect(RESPONSIBLE_GAMING_DEFAULT_HTML).toMatch(
      /理性游戏.*充值限额.*亏损限额.*游戏时长提醒.*冷静期.*自我排除.*警惕.*帮助/,
    );
  });

  it("answers the operator's page sanitized, with its time; the public config list leaves it out", async () => {
    const written = await write(
      '<h2>理性游戏</h2><p onclick="steal()">请量力而行<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">坏链接</a><a href="https://help.example/zh">求助</a><img src=x onerror=alert(1)>',
    );
    expect(written.code).toBe(200);
    const { result } = await page();
    expect(result.html).toBe(
      '<h2>理性游戏</h2><p>请量力而行</p><a>坏链接</a>' +
        '<a href="https://help.example/zh" target="_blank" rel="noopener noreferrer">求助</a><img />',
    );
    expect(result.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const config = (await testApp.call({ method: 'GET', url: apiPaths.config })).body.result as Array<{ id: number }>;
    expect(config.map((item) => item.id)).not.toContain(CONFIG_IDS.responsibleGaming);
    // The operator's own list still has it, to edit.
    const adminList = await callAs(testApp, operator, 'GET', apiPaths.admin.config);
    expect(adminList.result.map((item: { id: number }) => item.id)).toContain(CONFIG_IDS.responsibleGaming);
  });

  it('falls back to the built-in page when nothing is left of the operator text', async () => {
    expect((await write('<script>alert(1)</script>  ')).code).toBe(200);
    expect((await page()).result).toEqual({ html: RESPONSIBLE_GAMING_DEFAULT_HTML, updated_at: '' });
  });
});
