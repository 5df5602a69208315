/**
 * Operator HTML is stored sanitized by the rule of the page that shows it (shared-contracts'
 * operator-html.ts, applied by api/src/operator-html.ts): a bulletin and the HTML config items as
 * written less what may not run, a custom page's layout styles cleaned; plain-text config items as typed.
 */
import { apiPaths, CONFIG_IDS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { enrolledOperator, loginEnrolled } from '../../test/operators';
import { bearer } from '../../test/players';

const HOSTILE = '<p onclick="x()" style="color: red; width: expression(alert(1))">好<script>alert(1)</script></p>';

describe.each(TEST_DATABASES)('operator HTML written on %s', (database) => {
  let testApp: TestApp;
  let token = '';
  beforeAll(async () => {
    testApp = await createTestApp(database);
    token = await loginEnrolled(testApp, await enrolledOperator(testApp, 'ops_html', 'correct horse battery'));
  });
  afterAll(() => testApp.close());

  const asOperator = (method: 'POST' | 'PUT', url: string, payload: object) =>
    testApp.call({ method, url, payload, headers: bearer(token) });

  it('stores a bulletin sanitized, its styles kept less script-bearing CSS, and serves it so', async () => {
    const created = await asOperator('POST', apiPaths.admin.bulletins, { title: '公告', content: HOSTILE });
    expect(created.body.result.content).toBe('<p style="color: red">好</p>');
    const shown = (await testApp.call({ method: 'GET', url: apiPaths.bulletin })).body.result;
    expect(shown).toContainEqual({
      id: created.body.result.id,
      title: '公告',
      content: '<p style="color: red">好</p>',
    });
    const changed = await asOperator('PUT', `${apiPaths.admin.bulletins}/${created.body.result.id}`, {
      title: '公告',
      content: '<a href="javascript:x()">链接</a><iframe src="https://evil.example"></iframe>',
    });
    expect(changed.body.result.content).toBe('<a>链接</a>');
  });

  it('sanitizes the HTML config items and keeps plain-text ones as typed', async () => {
    const about = await asOperator('PUT', `${apiPaths.admin.config}/${CONFIG_IDS.about}`, {
      content: HOSTILE,
      remark: '关于我们',
    });
    expect(about.body.result.content).toBe('<p style="color: red">好</p>');
    const responsible = await asOperator('PUT', `${apiPaths.admin.config}/${CONFIG_IDS.responsibleGaming}`, {
      content: HOSTILE,
      remark: '理性游戏',
    });
    expect(responsible.body.result.content).toBe('<p>好</p>');
    const plain = '欢迎 <b>新朋友</b> & 老朋友';
    const noticeBar = await asOperator('PUT', `${apiPaths.admin.config}/${CONFIG_IDS.noticeBar}`, {
      content: plain,
      remark: '跑马灯',
    });
    expect(noticeBar.body.result.content).toBe(plain);
  });

  it('stores a custom page with its layout styles cleaned (no colours, no fixed layer)', async () => {
    const page = await asOperator('POST', apiPaths.admin.customPages, {
      title: '特别活动',
      html: '<div style="position: fixed; top: 0; color: red; padding: 8px">活动<script>x()</script></div>',
      status: 'on',
    });
    expect(page.body.result.html).toBe('<div style="top: 0; padding: 8px">活动</div>');
  });

  const consoleList = async () =>
    (await testApp.call({ method: 'GET', url: apiPaths.admin.bulletins, headers: bearer(token) })).body
      .result as Array<{
      id: number;
      content: string;
    }>;
  const publicList = async () =>
    (await testApp.call({ method: 'GET', url: apiPaths.bulletin })).body.result as Array<{
      id: number;
      content: string;
    }>;

  it('never serves the onerror of <img src=x onerror=alert(1)>, from the public API or the console', async () => {
    const typed = '<p>通知<img src=x onerror=alert(1)></p>';
    const saved = await testApp.call({
      method: 'POST',
      url: apiPaths.admin.bulletins,
      payload: { title: '通知', content: typed },
      headers: bearer(token),
    });
    expect(saved.body.code).toBe(200);
    const id = saved.body.result.id as number;
    const stored = await testApp.context.db
      .selectFrom('bulletins')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    for (const content of [
      saved.body.result.content as string,
      stored.content,
      (await publicList()).find((row) => row.id === id)!.content,
      (await consoleList()).find((row) => row.id === id)!.content,
    ]) {
      expect(content).toContain('通知');
      expect(content).not.toMatch(/onerror|alert/i);
    }
  });

  it('serves a bulletin stored before the rule (typed HTML in the table) without its handler, to players and the console', async () => {
    const legacy = await testApp.context.db
      .insertInto('bulletins')
      .values({
        title: '旧公告',
        content: '<p>旧<img src=x onerror=alert(1)></p>',
        sort: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const list of [await publicList(), await consoleList()]) {
      const served = list.find((row) => row.id === legacy.id)!.content;
      expect(served).toContain('旧');
      expect(served).not.toMatch(/onerror|alert/i);
    }
  });
});
