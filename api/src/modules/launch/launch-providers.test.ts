/** Game launch: the provider launch calls of spec §7, closed without credentials and open for a provider the operator configured. */
import { apiMessages, apiPaths, balanceResultSchema, envelopeSchema, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import {
  beginLaunch,
  callLaunch,
  CALLS,
  demoLaunchApp,
  launchedWith,
  openLaunchApp,
  PLATFORMS,
  type LaunchCall,
} from '../../test/launch';
import { bearer } from '../../test/players';
import { refusal } from '../../test/requests';
import { hashToken } from '../auth/tokens';

describe.each(TEST_DATABASES)('game launch on %s', (database) => {
  let testApp: TestApp;
  /** The same catalogue with the AG and PP providers configured by the operator. */
  let openApp: TestApp;
  let playerId: number;
  let token: string;
  let openToken: string;

  beforeAll(async () => {
    ({ app: testApp, id: playerId, token } = await demoLaunchApp(database));
    ({ app: openApp, token: openToken } = await openLaunchApp(database));
  });
  afterAll(async () => {
    await testApp?.close();
    await openApp?.close();
  });

  const begin = (query: string, app = testApp, as = token) => beginLaunch(app, as, query);
  const callProvider = (call: LaunchCall, query = '', app = testApp, as = token) => callLaunch(app, as, call, query);

  it('refuses each of the 15 providers without credentials with 该游戏平台暂未开通, from the lobby and from its launch call', async () => {
    for (const { code } of PLATFORMS) {
      const { status, body } = await begin(`game_code=${code}_game`);
      expect([status, body], code).toEqual([200, refusal(apiMessages.platformNotOpen)]);
    }
    for (const call of CALLS) {
      for (const query of ['', 'game_code=pp_game', 'game_code=nothing_here']) {
        const { status, body } = await callProvider(call, query);
        expect([status, body], `${call.path}?${query}`).toEqual([200, refusal(apiMessages.platformNotOpen)]);
      }
    }
    expect(
      (
        await testApp.context.db
          .selectFrom('provider_launches')
          .select('provider')
          .where('provider', '!=', 'demo')
          .execute()
      ).length,
    ).toBe(0);
  });

  it('launches a provider the operator configured, from the lobby and from its launch call', async () => {
    const lobby = launchedWith((await begin('game_code=pp_game', openApp, openToken)).body.result.url);
    expect(lobby.rest).toBe('https://pp.example/go?lang=zh&game=pp_game');
    const direct = launchedWith(
      (await callProvider({ method: 'GET', path: apiPaths.launch.ppStart }, 'game_code=pp_game', openApp, openToken))
        .body.result.url,
    );
    expect(direct.rest).toBe('https://pp.example/go?lang=zh&game=pp_game');
    const hall = launchedWith(
      (await callProvider({ method: 'GET', path: apiPaths.launch.ppStart }, '', openApp, openToken)).body.result.url,
    );
    expect(hall.game).toBe('lobby');
    const stored = await openApp.context.db
      .selectFrom('provider_launches')
      .select(['provider', 'game_code'])
      .where(
        'token_hash',
        'in',
        [lobby, direct, hall].map((launch) => hashToken(launch.token)),
      )
      .orderBy('game_code')
      .execute();
    expect(stored).toEqual([
      { provider: 'pp', game_code: 'lobby' },
      { provider: 'pp', game_code: 'pp_game' },
      { provider: 'pp', game_code: 'pp_game' },
    ]);

    const agGame = await openApp.context.db
      .selectFrom('games')
      .select('id')
      .where('game_code', '=', 'ag_game')
      .executeTakeFirstOrThrow();
    expect(
      launchedWith(
        (
          await callProvider(
            { method: 'GET', path: apiPaths.launch.agForward },
            `game_id=${agGame.id}`,
            openApp,
            openToken,
          )
        ).body.result.url,
      ).rest,
    ).toBe('https://ag.example/launch?game=ag_game');
    expect(
      launchedWith(
        (await callProvider({ method: 'GET', path: apiPaths.launch.agForward }, 'game_id=0', openApp, openToken)).body
          .result.url,
      ).game,
    ).toBe('lobby');
    expect(
      launchedWith(
        (await callProvider({ method: 'GET', path: apiPaths.launch.agForwardWeb }, '', openApp, openToken)).body.result
          .url,
      ).game,
    ).toBe('lobby');
    // Demo is not among this app's providers: closed like any other.
    expect((await begin('game_code=demo_fruit_slot', openApp, openToken)).body).toEqual(
      refusal(apiMessages.platformNotOpen),
    );
  });

  it('refuses games of a configured provider that are unknown, elsewhere or unavailable, and a provider switched off', async () => {
    const pp = { method: 'GET' as const, path: apiPaths.launch.ppStart };
    expect((await callProvider(pp, 'game_code=no_such_game', openApp, openToken)).body).toEqual(
      refusal(apiMessages.gameUnknown),
    );
    expect((await callProvider(pp, 'game_code=jl_game', openApp, openToken)).body).toEqual(
      refusal(apiMessages.gameUnknown),
    );
    expect((await callProvider(pp, 'game_code=pp_closed', openApp, openToken)).body).toEqual(
      refusal(apiMessages.gameMaintenance),
    );
    const jlGame = await openApp.context.db
      .selectFrom('games')
      .select('id')
      .where('game_code', '=', 'jl_game')
      .executeTakeFirstOrThrow();
    expect(
      (
        await callProvider(
          { method: 'GET', path: apiPaths.launch.agForward },
          `game_id=${jlGame.id}`,
          openApp,
          openToken,
        )
      ).body,
    ).toEqual(refusal(apiMessages.gameUnknown));

    await openApp.context.db.updateTable('game_platforms').set({ status: 2 }).where('code', '=', 'pp').execute();
    expect((await begin('game_code=pp_game', openApp, openToken)).body).toEqual(refusal(apiMessages.platformNotOpen));
    expect((await callProvider(pp, 'game_code=pp_game', openApp, openToken)).body).toEqual(
      refusal(apiMessages.platformNotOpen),
    );
    await openApp.context.db.updateTable('game_platforms').set({ status: 1 }).where('code', '=', 'pp').execute();
  });

  it('answers the unchanged balance on the Kaiyuan refund (seamless wallet: nothing is held there)', async () => {
    await testApp.context.db
      .updateTable('accounts')
      .set({ balance: microUsdt(12_345_600) })
      .where('code', '=', `player:${playerId}`)
      .execute();
    const refund = () => testApp.call({ method: 'GET', url: apiPaths.launch.kyRefund, headers: bearer(token) });
    expect(envelopeSchema(balanceResultSchema).parse((await refund()).body)).toEqual({
      code: 200,
      result: { balance: '12.345600' },
    });
    expect((await refund()).body.result.balance).toBe('12.345600');
    const account = await testApp.context.db
      .selectFrom('accounts')
      .select('balance')
      .where('code', '=', `player:${playerId}`)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBe(12_345_600);
    await testApp.context.db
      .updateTable('accounts')
      .set({ balance: microUsdt(0) })
      .where('code', '=', `player:${playerId}`)
      .execute();
  });
});
