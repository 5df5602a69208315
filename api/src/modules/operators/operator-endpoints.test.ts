import { apiPaths, CONFIG_IDS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { enrolledOperator, loginEnrolled, type EnrolledOperator } from '../../test/operators';
import { bearer, registerAndLogin } from '../../test/players';

describe.each(TEST_DATABASES)('operator endpoints on %s', (database) => {
  let testApp: TestApp;
  let alice: EnrolledOperator;
  let operatorToken = '';
  let playerToken = '';
  const admin = apiPaths.admin;

  beforeAll(async () => {
    testApp = await createTestApp(database);
    // Logged in with the password and the authenticator's code, as the console does.
    alice = await enrolledOperator(testApp, 'ops_alice', 'correct horse battery');
    operatorToken = await loginEnrolled(testApp, alice);
    playerToken = (await registerAndLogin(testApp)).token;
  });
  afterAll(() => testApp.close());

  const asOperator = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.call({ method, url, payload, headers: bearer(operatorToken) });

  it('refuses a wrong operator password and an unknown operator with one message', async () => {
    for (const payload of [
      { username: 'ops_alice', password: 'wrong password!' },
      { username: 'ops_nobody', password: 'whatever12345' },
    ]) {
      expect((await testApp.call({ method: 'POST', url: admin.login, payload })).body).toEqual({
        code: 400,
        message: '用户名或密码错误',
      });
    }
  });

  it('refuses player tokens with 403 and missing tokens with 401 on every operator route', async () => {
    for (const [method, url] of [
      ['GET', admin.bulletins],
      ['POST', admin.banners],
      ['PUT', `${admin.config}/1`],
      ['DELETE', `${admin.bulletins}/1`],
      ['GET', admin.audit],
    ] as const) {
      const withPlayer = await testApp.call({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        headers: bearer(playerToken),
      });
      expect(withPlayer.status).toBe(403);
      expect(withPlayer.body).toEqual({ code: 403, message: '无权访问' });
      expect((await testApp.call({ method, url })).status).toBe(401);
    }
  });

  it('refuses operator tokens on player routes', async () => {
    expect((await asOperator('GET', apiPaths.userInfo)).status).toBe(403);
  });

  it('creates, changes and deletes a bulletin, and audits each change with before and after', async () => {
    const created = await asOperator('POST', admin.bulletins, { title: '测试公告', content: '<p>内容</p>', sort: '3' });
    expect(created.body).toMatchObject({ code: 200, result: { title: '测试公告', sort: 3 } });
    const id = created.body.result.id;
    expect((await testApp.call({ method: 'GET', url: apiPaths.bulletin })).body.result).toContainEqual({
      id,
      title: '测试公告',
      content: '<p>内容</p>',
    });

    const changed = await asOperator('PUT', `${admin.bulletins}/${id}`, { title: '新标题', content: '<p>新内容</p>' });
    expect(changed.body.result).toMatchObject({ id, title: '新标题', sort: 0 });
    expect((await asOperator('DELETE', `${admin.bulletins}/${id}`)).body).toEqual({
      code: 200,
      result: { deleted: true },
    });
    expect((await asOperator('DELETE', `${admin.bulletins}/${id}`)).body).toEqual({ code: 404, message: '公告不存在' });

    const audit = (await asOperator('GET', `${admin.audit}?size=3`)).body.result.list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(audit[0]).toMatchObject({
      operator: 'ops_alice',
      entity: 'bulletins',
      entity_id: String(id),
      before: { title: '新标题' },
      after: null,
    });
    expect(audit[1]).toMatchObject({ before: { title: '测试公告' }, after: { title: '新标题' } });
    expect(audit[2]).toMatchObject({ before: null, after: { title: '测试公告' } });
  });

  it('manages banners and config items, validating their fields', async () => {
    const banner = await asOperator('POST', admin.banners, {
      cover_images: 'https://cdn.example.com/a.png',
      activity_type: 2,
    });
    expect(banner.body.result).toMatchObject({ activity_type: 2, sort: 0 });
    expect(
      (await asOperator('POST', admin.banners, { cover_images: 'javascript:alert(1)', activity_type: 2 })).body,
    ).toEqual({ code: 400, message: '参数格式错误' });
    expect((await asOperator('POST', admin.banners, { cover_images: '/a.png', activity_type: 14 })).body.code).toBe(
      400,
    );
    expect((await testApp.call({ method: 'GET', url: apiPaths.banner })).body.result).toContainEqual({
      id: banner.body.result.id,
      cover_images: 'https://cdn.example.com/a.png',
      activity_type: 2,
    });

    expect(
      (await asOperator('PUT', `${admin.config}/2`, { content: '跑马灯文字', remark: '首页跑马灯' })).body.result,
    ).toMatchObject({ id: 2, content: '跑马灯文字' });
    expect((await asOperator('PUT', `${admin.config}/2`, { content: '改过的文字' })).body.result.content).toBe(
      '改过的文字',
    );
    expect((await testApp.call({ method: 'GET', url: apiPaths.config })).body.result).toContainEqual({
      id: 2,
      content: '改过的文字',
    });
    const audit = (await asOperator('GET', `${admin.audit}?size=2`)).body.result.list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect((await asOperator('DELETE', `${admin.config}/2`)).body.result).toEqual({ deleted: true });
    expect((await asOperator('DELETE', `${admin.config}/99`)).body).toEqual({ code: 404, message: '配置项不存在' });
  });

  it('lets an operator write the 关于我们 page (config 9) that the public list then serves', async () => {
    const html = '<h3>关于我们</h3><p>仅限年满18周岁的用户。</p>';
    const put = await asOperator('PUT', `${admin.config}/${CONFIG_IDS.about}`, { content: html, remark: '关于我们' });
    expect(put.body.result).toMatchObject({ id: 9, content: html, remark: '关于我们' });
    expect((await testApp.call({ method: 'GET', url: apiPaths.config })).body.result).toContainEqual({
      id: 9,
      content: html,
    });
  });

  it('ends an operator session at logout', async () => {
    const token = await loginEnrolled(testApp, alice);
    expect((await testApp.call({ method: 'POST', url: admin.logout, headers: bearer(token) })).body.code).toBe(200);
    expect((await testApp.call({ method: 'GET', url: admin.bulletins, headers: bearer(token) })).status).toBe(401);
  });
});
