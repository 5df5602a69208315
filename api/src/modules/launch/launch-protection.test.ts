/** Game launch and player protection: refused during a break, and while a loss limit has no room left. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayerDirectly } from '../auth/service';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { beginLaunch, callLaunch, demoLaunchApp, openLaunchApp } from '../../test/launch';
import { newUsername } from '../../test/players';
import { lossMessage, playOnBreakMessage, setBreak, setPlayLimit } from '../../test/protection-play';
import { betBody, fundedGamePlayer, providerCall, USDT, winBody } from '../../test/provider';
import { playerToken, refusal } from '../../test/requests';
import { shanghaiDayStart } from '../protection/limit-windows';

const PP_START = { method: 'GET' as const, path: apiPaths.launch.ppStart };

describe.each(TEST_DATABASES)('game launch and player protection on %s', (database) => {
  /** The demo provider open: its callbacks play the rounds a loss limit counts. */
  let demoApp: TestApp;
  /** AG and PP open: the provider launch calls. */
  let openApp: TestApp;

  beforeAll(async () => {
    ({ app: demoApp } = await demoLaunchApp(database));
    ({ app: openApp } = await openLaunchApp(database));
  });
  afterAll(async () => {
    await demoApp?.close();
    await openApp?.close();
  });

  const launchesOf = async (app: TestApp, playerId: number) =>
    (
      await app.context.db
        .selectFrom('provider_launches')
        .select('token_hash')
        .where('player_id', '=', playerId)
        .execute()
    ).length;
  async function newPlayer(app: TestApp) {
    const player = await registerPlayerDirectly(app.context, newUsername(), 'secret123', null);
    return { id: player.id, token: await playerToken(app, player.id) };
  }

  it('refuses to launch from the lobby or a provider launch call during a cool-off or exclusion, issuing nothing', async () => {
    const cooling = await newPlayer(openApp);
    expect((await beginLaunch(openApp, cooling.token, 'game_code=pp_game')).body.code).toBe(200);
    const until = await setBreak(openApp, cooling.id, 'cool_off', '7d');
    const onBreak = refusal(playOnBreakMessage('cool_off', until));
    const launched = await launchesOf(openApp, cooling.id);
    expect((await beginLaunch(openApp, cooling.token, 'game_code=pp_game')).body).toEqual(onBreak);
    expect((await callLaunch(openApp, cooling.token, PP_START, 'game_code=pp_game')).body).toEqual(onBreak);
    expect((await callLaunch(openApp, cooling.token, PP_START)).body).toEqual(onBreak);
    expect(await launchesOf(openApp, cooling.id)).toBe(launched);

    const excluded = await newPlayer(openApp);
    const until5y = await setBreak(openApp, excluded.id, 'exclusion', '5y');
    expect((await callLaunch(openApp, excluded.token, PP_START, 'game_code=pp_game')).body).toEqual(
      refusal(playOnBreakMessage('exclusion', until5y)),
    );
  });

  it('refuses to launch once a loss limit has no room left, with the loss message; with room it launches', async () => {
    const player = await fundedGamePlayer(demoApp, 100 * USDT);
    const token = await playerToken(demoApp, player.id);
    await setPlayLimit(demoApp, player.id, 'loss_24h', 20 * USDT);
    const lost = betBody(player, '19.999999');
    await providerCall(demoApp, 'bet', lost);
    await providerCall(demoApp, 'win', winBody(player, lost, '0'));
    expect((await beginLaunch(demoApp, token, 'game_code=demo_fruit_slot')).body.code).toBe(200);

    const last = betBody(player, '0.000001');
    expect((await providerCall(demoApp, 'bet', last)).body.code).toBe(200);
    const launched = await launchesOf(demoApp, player.id);
    const tomorrow = new Date(shanghaiDayStart(demoApp.context.now()).getTime() + 24 * 60 * 60 * 1000);
    expect((await beginLaunch(demoApp, token, 'game_code=demo_fruit_slot')).body).toEqual(
      refusal(lossMessage('loss_24h', '20', tomorrow)),
    );
    expect(await launchesOf(demoApp, player.id)).toBe(launched);

    // The open round's win makes room again.
    await providerCall(demoApp, 'win', winBody(player, last, '0.000001'));
    expect((await beginLaunch(demoApp, token, 'game_code=demo_fruit_slot')).body.code).toBe(200);
  });

  it('launches for a player whose only limit is the stake per round', async () => {
    const player = await newPlayer(demoApp);
    await setPlayLimit(demoApp, player.id, 'stake_round', 1);
    expect((await beginLaunch(demoApp, player.token, 'game_code=demo_fruit_slot')).body.code).toBe(200);
  });
});
