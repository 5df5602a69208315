/**
 * Every declared route against generated malformed input, with and without a valid token: never a
 * 500, always the envelope, only the expected statuses. Iterates allRoutes, so new routes are covered.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { envelopeSchema } from 'shared-contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { DEMO_PLAYER, seedDemoData } from '../seed/seed';
import { hashToken } from '../modules/auth/tokens';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/harness';
import { deepDepth, deepForm, withDeepField } from '../test/fuzz-deep';
import { formEncode, oddBody, pathParam, payloadFor, rawTail } from '../test/fuzz-payloads';
import { PLAUSIBLE } from '../test/fuzz-values';
import { bearer } from '../test/players';
import { generousLimits, operatorToken, playerToken } from '../test/requests';
import type { RouteDefinition } from './route';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ALLOWED_STATUSES = [200, 400, 401, 403, 404, 413, 415];

// The route list only reads the settings; the real definitions are taken from the app in each test.
const DECLARED = allRoutes({ config: loadConfig({}) } as AppContext);
const label = (route: Pick<RouteDefinition, 'method' | 'path' | 'audience'>) =>
  `${route.method} ${route.path} (${route.audience})`;

function inputFields(route: RouteDefinition): string[] {
  if (!route.input) return [];
  const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' });
  return Object.keys((schema.properties ?? {}) as object);
}

/** For each field, the stock values its schema accepts: the base of nearly valid payloads. */
function acceptableValues(route: RouteDefinition, fields: readonly string[]): Record<string, unknown[]> {
  const input = route.input;
  if (!input) return {};
  const accepts = (field: string, candidate: unknown) => {
    const result = input.safeParse({ [field]: candidate });
    return result.success || !result.error.issues.some((issue) => issue.path[0] === field);
  };
  return Object.fromEntries(fields.map((field) => [field, PLAUSIBLE.filter((candidate) => accepts(field, candidate))]));
}

/** Throws with the exchange in the message (plain checks: expect() is too slow for thousands of calls). */
function check(condition: boolean, what: string, where: () => string) {
  if (!condition) throw new Error(`${what}: ${where()}`);
}

/** Asserts the response is well-formed; `mayPass` false when the call had no right to succeed. */
function checkResponse(
  route: RouteDefinition,
  request: InjectOptions,
  response: { status: number; body: any },
  mayPass: boolean,
) {
  const where = () =>
    `${request.method} ${String(request.url).slice(0, 200)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  const { status, body } = response;
  check(ALLOWED_STATUSES.includes(status), 'unexpected HTTP status', where);
  check(body !== null && typeof body === 'object' && !Array.isArray(body), 'body is not a JSON object', where);
  if (body.code === 200) {
    check(mayPass, 'succeeded without the right token', where);
    check(status === 200, 'success envelope on a non-200 status', where);
    const parsed = envelopeSchema(route.result).safeParse(body);
    check(parsed.success, `result breaks the contract ${parsed.error?.message ?? ''}`, where);
    return;
  }
  check(Object.keys(body).sort().join() === 'code,message', 'failure envelope has other fields', where);
  check(Number.isInteger(body.code), 'code is not an integer', where);
  check(typeof body.message === 'string' && /[\u4e00-\u9fff]/.test(body.message), 'message is not Chinese text', where);
  check(status === 200 || body.code === status, 'code differs from the HTTP status', where);
}

describe.each(TEST_DATABASES)('route fuzz on %s', (database) => {
  let testApp: TestApp;
  let routes: RouteDefinition[];
  let demoPlayerId: number;
  /**
   * One live token per audience: renewed as soon as a call revokes it (a logout route). The
   * operator's is a new enrolled 超级管理员 each time (and for each route): the operator routes may
   * disable, demote or reset the two-factor login of the one before.
   */
  const tokens: Record<'player' | 'operator', string> = { player: '', operator: '' };
  const renew = async (audience: 'player' | 'operator') => {
    tokens[audience] = audience === 'player' ? await playerToken(testApp, demoPlayerId) : await operatorToken(testApp);
  };
  const revoked = async (token: string) =>
    (
      await testApp.context.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow()
    ).revoked_at !== null;

  /** Sends with a live token of the route's audience: it must never be refused as unauthorized. */
  async function sendAuthorized(route: RouteDefinition, request: InjectOptions) {
    const audience = route.audience === 'public' ? undefined : route.audience;
    const withToken = () =>
      audience ? { ...request, headers: { ...(request.headers as object), ...bearer(tokens[audience]) } } : request;
    let sent = withToken();
    let response = await testApp.call(sent);
    if (audience && response.status === 401) {
      // Only a token that an earlier call revoked (a logout route) may be refused: renew it, send again.
      expect(await revoked(tokens[audience]), `${label(route)} refused a live token`).toBe(true);
      await renew(audience);
      sent = withToken();
      response = await testApp.call(sent);
      expect(response.status, `${label(route)} refused a fresh token`).not.toBe(401);
    }
    checkResponse(route, sent, response, true);
  }

  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    await seedDemoData(testApp.context);
    routes = allRoutes(testApp.context);
    demoPlayerId = (
      await testApp.context.db
        .selectFrom('players')
        .select('id')
        .where('username', '=', DEMO_PLAYER.username)
        .executeTakeFirstOrThrow()
    ).id;
    await renew('operator');
    await renew('player');
  });
  afterAll(() => testApp.close());

  it('fuzzes the routes the app serves, all of them', () => {
    expect(DECLARED.map(label)).toEqual(routes.map(label));
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(DECLARED.map((route) => [label(route), route] as const))(
    '%s survives malformed input',
    async (_label, declared) => {
      const route = routes.find((candidate) => label(candidate) === label(declared)) as RouteDefinition;
      if (route.audience === 'operator') await renew('operator');
      const readsQuery = route.method === 'GET' || route.method === 'DELETE';
      const urlOf = fc.array(pathParam, { minLength: 4, maxLength: 4 }).map((params) => {
        let index = 0;
        return route.path.replace(/:(\w+)/g, () => params[index++] ?? '1');
      });
      const fields = inputFields(route);
      const input = fc.record({
        url: urlOf,
        payload: payloadFor(fields, acceptableValues(route, fields)),
        tail: rawTail,
        odd: oddBody,
        deep: fc.record({ depth: deepDepth, field: fc.constantFrom(...fields, 'a') }),
      });

      await fc.assert(
        fc.asyncProperty(input, async ({ url, payload, tail, odd, deep }) => {
          const form = formEncode(payload, tail);
          // Form and query keys nest only by name (`a[a][a]`): a few thousand levels are plenty.
          const deepText = deepForm(Math.min(deep.depth, 2_000), deep.field);
          const requests: InjectOptions[] = readsQuery
            ? [
                { method: route.method, url: `${url}?${form}` },
                { method: route.method, url: `${url}?${deepText}` },
              ]
            : [
                {
                  method: route.method,
                  url,
                  payload: JSON.stringify(payload) ?? 'undefined',
                  headers: { 'content-type': 'application/json' },
                },
                {
                  method: route.method,
                  url,
                  payload: form,
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                },
                { method: route.method, url, payload: odd.payload, headers: { 'content-type': odd.contentType } },
                {
                  method: route.method,
                  url,
                  payload: withDeepField(JSON.stringify(payload) ?? '', deep.field, deep.depth),
                  headers: { 'content-type': 'application/json' },
                },
                {
                  method: route.method,
                  url,
                  payload: deepText,
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                },
              ];
          for (const request of requests) await sendAuthorized(route, request);

          if (route.audience !== 'public') {
            // Without a token, or with a token of the wrong kind, nothing may succeed.
            const [first] = requests as [InjectOptions];
            checkResponse(route, first, await testApp.call(first), false);
            if (route.audience === 'operator') {
              const asPlayer = { ...first, headers: { ...(first.headers as object), ...bearer(tokens.player) } };
              checkResponse(route, asPlayer, await testApp.call(asPlayer), false);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});
