/**
 * The console's address allow-list: 超级管理员 sets it (audited; entries must be addresses or CIDRs;
 * a list leaving out the saver's own address is refused); once set, the operator login and every
 * operator route from another address answer 403, and an empty list lets any address in again.
 */
import { adminMessages, apiPaths, operatorAccountMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { codeNow, useRootOperatorApp, type EnrolledOperator } from '../../../test/operators';
import { bearer } from '../../../test/players';
import { refusal } from '../../../test/requests';

const { consoleAllowList, me, login, audit } = apiPaths.admin;
const OFFICE = '203.0.113.7';
const HOME = '198.51.100.9';
const REFUSED = { status: 403, body: { code: 403, message: adminMessages.consoleAddressRefused } };

describe.each(TEST_DATABASES)('console allow-list on %s', (database) => {
  let testApp: TestApp;
  let rootToken = '';
  let root: EnrolledOperator;
  useRootOperatorApp(database, (setup) => ({ testApp, rootToken, root } = setup));

  /** A call from `address` (request.ip), with the root's token unless another is given. */
  const from = (address: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = rootToken) =>
    testApp.call({ method, url, payload, remoteAddress: address, headers: bearer(token) });
  const save = (address: string, cidrs: string[]) => from(address, 'PUT', consoleAllowList, { cidrs });

  it('is empty at first (any address), and tells the caller their own address', async () => {
    expect((await from(HOME, 'GET', consoleAllowList)).body).toEqual({
      code: 200,
      result: { cidrs: [], your_address: HOME },
    });
  });

  it('refuses entries that are no address, and a list that would shut out the one saving it', async () => {
    expect((await save(OFFICE, ['203.0.113.0/24', 'office', '10.0.0.0/33'])).body).toEqual(
      refusal(`${operatorAccountMessages.allowListInvalid}office、10.0.0.0/33`),
    );
    expect((await save(HOME, ['203.0.113.0/24'])).body).toEqual(refusal(operatorAccountMessages.allowListExcludesSelf));
    expect((await from(HOME, 'GET', consoleAllowList)).body.result.cidrs).toEqual([]);
  });

  it('once set, refuses the login and every operator route from elsewhere, with 403', async () => {
    const saved = await save(OFFICE, ['203.0.113.0/24', '2001:db8::1']);
    expect(saved.body.result).toEqual({ cidrs: ['203.0.113.0/24', '2001:db8::1/128'], your_address: OFFICE });
    const entry = (await from(OFFICE, 'GET', `${audit}?size=5&entity=site_settings`)).body.result.list[0];
    expect(entry).toMatchObject({
      operator: 'ops_root',
      entity_id: 'console_allow_list',
      before: { cidrs: [] },
      after: { cidrs: ['203.0.113.0/24', '2001:db8::1/128'] },
    });

    expect(await from(HOME, 'GET', me)).toEqual(REFUSED);
    // Refused before the token is looked at: no token from elsewhere gets a 401 to learn from either.
    expect(await from(HOME, 'GET', me, undefined, 'no-such-token')).toEqual(REFUSED);
    testApp.advanceTime(30_000);
    const fields = { username: root.username, password: root.password, totp: codeNow(testApp, root.secret) };
    expect(await from(HOME, 'POST', login, fields)).toEqual(REFUSED);
    expect((await from('2001:db8::1', 'GET', me)).body.code).toBe(200);
    expect((await from('203.0.113.200', 'POST', login, fields)).body.code).toBe(200);
    expect((await from(OFFICE, 'GET', me)).body.code).toBe(200);
    // Player routes are not the console's: a player elsewhere is not refused by it.
    expect((await testApp.call({ method: 'GET', url: apiPaths.health, remoteAddress: HOME })).status).toBe(200);

    // Emptied from inside the list, any address may use the console again.
    expect((await save(OFFICE, [])).body.result.cidrs).toEqual([]);
    expect((await from(HOME, 'GET', me)).body.code).toBe(200);
  });
});
