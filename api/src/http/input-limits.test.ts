/** Deeply nested input is refused as bad input before anything walks it, on player and provider routes. */
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepForm, deepJson } from '../test/fuzz-deep';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/harness';
import { playerToken } from '../test/requests';
import { bearer } from '../test/players';
import { betBody, fundedGamePlayer, providerCallRaw, USDT, walletBalanceOf } from '../test/provider';
import { inputFault, MAX_INPUT_DEPTH } from './input-limits';

const TOO_DEEP = { status: 200, body: { code: 400, message: apiMessages.nestedTooDeep } };
/** 60 kB of nesting: what overflowed the stack of the old recursive walk. */
const ATTACK_DEPTH = 30_000;

/** An object nested `depth` levels deep, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 'x' };
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
}

describe('inputFault', () => {
  it('counts the outer object as level 1 and refuses only beyond the limit', () => {
    expect(inputFault(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputFault(nested(MAX_INPUT_DEPTH + 1))).toBe('too-deep');
    expect(inputFault([[[1]]], 3)).toBeNull();
    expect(inputFault([[[[1]]]], 3)).toBe('too-deep');
    expect(inputFault('text')).toBeNull();
  });

  it('walks 30,000 levels without recursion and finds NUL in keys and strings', () => {
    expect(inputFault(nested(ATTACK_DEPTH))).toBe('too-deep');
    expect(inputFault(JSON.parse(deepJson(ATTACK_DEPTH)), Infinity)).toBeNull();
    expect(inputFault({ a: [{ b: 'x\u0000' }] })).toBe('nul');
    expect(inputFault({ a: { 'k\u0000': 1 } })).toBe('nul');
  });
});

describe.each(TEST_DATABASES)('nesting limit on %s', (database) => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    token = await playerToken(testApp, (await fundedGamePlayer(testApp, 0)).id);
  });
  afterAll(() => testApp.close());

  const jsonPost = (url: string, payload: string, headers: Record<string, string> = {}) =>
    testApp.call({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('refuses a JSON body nested 30,000 deep on a public and a player route, as bad input', async () => {
    expect(await jsonPost(apiPaths.inviteVisit, deepJson(ATTACK_DEPTH, 'code'))).toEqual(TOO_DEEP);
    expect(await jsonPost(apiPaths.balanceRefresh, deepJson(ATTACK_DEPTH), bearer(token))).toEqual(TOO_DEEP);
    // A bare array nested as deep carries no fields: simply no input, never a 500.
    const array = `${'['.repeat(ATTACK_DEPTH)}${']'.repeat(ATTACK_DEPTH)}`;
    expect((await jsonPost(apiPaths.inviteVisit, array)).body).toEqual({ code: 200, result: { valid: false } });
  });

  it('takes nesting up to the limit to the schema, and refuses one level more', async () => {
    const atLimit = await jsonPost(apiPaths.inviteVisit, deepJson(MAX_INPUT_DEPTH, 'code'));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.code).toBe(400);
    expect(atLimit.body.message).not.toBe(apiMessages.nestedTooDeep);
    expect(await jsonPost(apiPaths.inviteVisit, deepJson(MAX_INPUT_DEPTH + 1, 'code'))).toEqual(TOO_DEEP);
  });

  it('reads qs-style nested form and query keys flat: no nesting, no 500', async () => {
    const form = await testApp.call({
      method: 'POST',
      url: apiPaths.inviteVisit,
      payload: deepForm(5_000, 'code'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body).toEqual({ code: 200, result: { valid: false } });
    const query = await testApp.call({
      method: 'GET',
      url: `${apiPaths.lobby.begin}?${deepForm(1_000, 'game_code')}`,
      headers: bearer(token),
    });
    expect(query.status).toBe(200);
    expect(query.body.code).toBe(400);
  });

  it('refuses a signed provider call nested 30,000 deep with the protocol bad-input answer, moving nothing', async () => {
    const player = await fundedGamePlayer(testApp, 10 * USDT);
    const bet = JSON.stringify(betBody(player, '1'));
    const deepBet = `${bet.slice(0, -1)},"extra":${deepJson(ATTACK_DEPTH)}}`;
    expect(await providerCallRaw(testApp, 'bet', deepBet)).toEqual(TOO_DEEP);
    expect(await providerCallRaw(testApp, 'bet', deepJson(ATTACK_DEPTH))).toEqual(TOO_DEEP);
    expect(await walletBalanceOf(testApp, player.id)).toBe(10 * USDT);
  });
});
