/** Game launch: visitors without a token and bad input, on the lobby's begin call and the provider launch calls. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { beginLaunch, callLaunch, CALLS, demoLaunchApp, openLaunchApp, type LaunchCall } from '../../test/launch';
import { bearer } from '../../test/players';
import { refusal } from '../../test/requests';

describe.each(TEST_DATABASES)('game launch on %s', (database) => {
  let testApp: TestApp;
  /** The same catalogue with the AG and PP providers configured by the operator. */
  let openApp: TestApp;
  let token: string;
  let openToken: string;

  beforeAll(async () => {
    ({ app: testApp, token } = await demoLaunchApp(database));
    ({ app: openApp, token: openToken } = await openLaunchApp(database));
  });
  afterAll(async () => {
    await testApp?.close();
    await openApp?.close();
  });

  const begin = (query: string, app = testApp, as = token) => beginLaunch(app, as, query);
  const callProvider = (call: LaunchCall, query = '', app = testApp, as = token) => callLaunch(app, as, call, query);

  it('answers a visitor without a token with 401 on every launch call', async () => {
    const all = [
      ...CALLS,
      { method: 'GET' as const, path: apiPaths.lobby.begin },
      { method: 'GET' as const, path: apiPaths.launch.kyRefund },
    ];
    for (const call of all) {
      const response = await testApp.call({ method: call.method, url: `${call.path}?game_code=demo_fruit_slot` });
      expect([response.status, response.body], call.path).toEqual([
        401,
        { code: 401, message: apiMessages.unauthorized },
      ]);
    }
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['game_code=demo%20fruit', apiMessages.badField],
      [`game_code=${'a'.repeat(10_000)}`, apiMessages.tooLong],
      ['', apiMessages.missingFields],
      ['game_code=', apiMessages.missingFields],
      // Not one text (repeated, bracketed): as good as missing.
      ['game_code=a&game_code=b', apiMessages.missingFields],
      ['game_code[x]=a', apiMessages.missingFields],
      ['game_code=demo_fruit_slot&plat_type_id=abc', apiMessages.badField],
      ['game_code=demo_fruit_slot&plat_type_id=-1', apiMessages.badField],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await begin(query);
      expect([status, body], query.slice(0, 40)).toEqual([200, refusal(message)]);
    }
    const bad = await callProvider(
      { method: 'GET', path: apiPaths.launch.agForward },
      'game_id=1.5',
      openApp,
      openToken,
    );
    expect(bad.body).toEqual(refusal(apiMessages.badField));
    const json = await openApp.call({
      method: 'POST',
      url: apiPaths.launch.imStart,
      payload: { game_code: { $ne: 1 } },
      headers: bearer(openToken),
    });
    expect([json.status, json.body]).toEqual([200, refusal(apiMessages.badField)]);
    const badCode = await openApp.call({
      method: 'GET',
      url: `${apiPaths.launch.ppStart}?game_code=${'x'.repeat(10_000)}`,
      headers: bearer(openToken),
    });
    expect(badCode.body).toEqual(refusal(apiMessages.tooLong));
    const spaced = await openApp.call({
      method: 'GET',
      url: `${apiPaths.launch.ppStart}?game_code=pp%20game`,
      headers: bearer(openToken),
    });
    expect([spaced.status, spaced.body]).toEqual([200, refusal(apiMessages.badField)]);
  });
});
