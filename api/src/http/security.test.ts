/** Security headers, CORS, body limit, unknown paths, client errors in the envelope and the OpenAPI document. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../app';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/harness';
import { bearer, registerAndLogin } from '../test/players';
import { operatorToken } from '../test/requests';

const SITE = 'https://site.example';

describe.each(TEST_DATABASES)('HTTP hardening on %s', (database) => {
  let testApp: TestApp;
  let withCors: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    withCors = await createTestApp(database, { corsOrigins: [SITE] });
  });
  afterAll(async () => {
    await testApp.close();
    await withCors.close();
  });

  it.each([
    ['a success', { method: 'GET', url: apiPaths.banner }],
    ['a refusal', { method: 'POST', url: apiPaths.captcha, payload: {} }],
    ['a 401', { method: 'GET', url: apiPaths.userInfo }],
    ['a 404', { method: 'GET', url: '/api/nope' }],
  ] as const)('sends the security headers on %s', async (_case, request) => {
    const response = await testApp.app.inject(request);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives an unlisted origin no CORS headers, on calls and on preflights', async () => {
    for (const app of [testApp, withCors]) {
      const call = await app.app.inject({
        method: 'GET',
        url: apiPaths.banner,
        headers: { origin: 'https://evil.example' },
      });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.app.inject({
        method: 'OPTIONS',
        url: apiPaths.login,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('allows a configured origin, on calls and on preflights', async () => {
    const call = await withCors.app.inject({ method: 'GET', url: apiPaths.banner, headers: { origin: SITE } });
    expect(call.headers['access-control-allow-origin']).toBe(SITE);
    const preflight = await withCors.app.inject({
      method: 'OPTIONS',
      url: apiPaths.login,
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('answers a body over 64 kB with 413 and a Chinese message, as JSON or as a form', async () => {
    const huge = 'a'.repeat(64 * 1024 + 1);
    const tooLarge = { status: 413, body: { code: 413, message: '请求内容过大' } };
    expect(await testApp.call({ method: 'POST', url: apiPaths.login, payload: { username: huge } })).toEqual(tooLarge);
    const form = {
      method: 'POST' as const,
      url: apiPaths.register,
      payload: `username=${huge}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    expect(await testApp.call(form)).toEqual(tooLarge);
    // Just under the limit is parsed and refused by validation, not by size.
    const under = await testApp.call({
      method: 'POST',
      url: apiPaths.captcha,
      payload: { device: 'a'.repeat(60 * 1024) },
    });
    expect(under).toEqual({ status: 200, body: { code: 400, message: '设备标识无效，请刷新页面' } });
  });

  it('answers an unknown path or method with 404 in the envelope', async () => {
    const notFound = { status: 404, body: { code: 404, message: '请求的资源不存在' } };
    expect(await testApp.call({ method: 'GET', url: '/api/no/such/thing' })).toEqual(notFound);
    expect(await testApp.call({ method: 'POST', url: '/' })).toEqual(notFound);
    expect(await testApp.call({ method: 'DELETE', url: apiPaths.captcha })).toEqual(notFound);
    expect(await testApp.call({ method: 'GET', url: apiPaths.login })).toEqual(notFound);
  });

  it('answers client errors of the HTTP layer in the envelope', async () => {
    const badJson = await testApp.call({
      method: 'POST',
      url: apiPaths.login,
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson).toEqual({ status: 400, body: { code: 400, message: '请求格式错误' } });
    const poisoned = await testApp.call({
      method: 'POST',
      url: apiPaths.login,
      payload: '{"__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned).toEqual({ status: 400, body: { code: 400, message: '请求格式错误' } });
    const xml = await testApp.call({
      method: 'POST',
      url: apiPaths.login,
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml).toEqual({ status: 415, body: { code: 415, message: '请求格式错误' } });
  });

  it('answers a path it cannot decode, or an over-long path parameter, with 400 in the envelope', async () => {
    const badRequest = { status: 400, body: { code: 400, message: '请求参数有误' } };
    expect(await testApp.call({ method: 'GET', url: '/api/%E0%A4%A' })).toEqual(badRequest);
    const withParams = allRoutes(testApp.context).filter((route) => route.path.includes('/:'));
    expect(withParams.length).toBeGreaterThan(0);
    for (const route of withParams) {
      const url = route.path.replace(/:(\w+)/g, '1'.repeat(101));
      expect(await testApp.call({ method: route.method, url })).toEqual(badRequest);
      expect(await testApp.call({ method: route.method, url: route.path.replace(/:(\w+)/g, '%zz') })).toEqual(
        badRequest,
      );
    }
  });

  /** The operations of an OpenAPI document, as `METHOD /path` with `:param` paths. */
  const operationsOf = (document: { paths: Record<string, object> }) =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );

  it('serves an operator an OpenAPI 3.1 document that lists every route', async () => {
    const { status, body } = await testApp.call({
      method: 'GET',
      url: apiPaths.docs,
      headers: bearer(await operatorToken(testApp)),
    });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const routes = allRoutes(testApp.context);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = body.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toMatchObject({
        summary: route.summary,
        responses: { 200: expect.anything() },
      });
      if (route.audience === 'public') expect(operation.security).toBeUndefined();
      else expect(operation.security).toEqual([{ bearer: [] }]);
    }
    expect(operationsOf(body).length).toBe(routes.length);
  });

  it('serves anyone else the public and player routes only: no operator path', async () => {
    const routes = allRoutes(testApp.context);
    const visible = routes
      .filter((route) => route.audience !== 'operator' && !route.path.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.some((route) => route.audience === 'operator')).toBe(true);
    const player = await registerAndLogin(testApp);
    for (const headers of [{}, bearer(player.token), bearer('not-a-live-token'), { authorization: 'Basic eDp5' }]) {
      const { status, body } = await testApp.call({ method: 'GET', url: apiPaths.docs, headers });
      expect(status).toBe(200);
      expect(operationsOf(body).sort(), JSON.stringify(headers)).toEqual([...visible].sort());
      expect(Object.keys(body.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    }
    const response = await testApp.app.inject({ method: 'GET', url: apiPaths.docs });
    expect(response.headers.vary).toMatch(/authorization/i);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
