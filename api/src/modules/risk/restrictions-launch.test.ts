/** 禁止投注 at game launch on both databases: the lobby's and a provider's launch call refused, nothing issued; lifted, it launches. */
import { apiMessages, apiPaths, riskLockPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayerDirectly } from '../auth/service';
import type { TestApp } from '../../test/harness';
import { TEST_DATABASES } from '../../test/harness';
import { beginLaunch, callLaunch, openLaunchApp } from '../../test/launch';
import { bearer, newUsername } from '../../test/players';
import { operatorToken, playerToken, refusal } from '../../test/requests';

const PP_START = { method: 'GET' as const, path: apiPaths.launch.ppStart };

describe.each(TEST_DATABASES)('禁止投注 at game launch on %s', (database) => {
  let app: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ app } = await openLaunchApp(database));
    operator = await operatorToken(app, undefined, 'finance');
  });
  afterAll(() => app?.close());

  const lock = async (playerId: number, enabled: boolean) =>
    expect(
      (
        await app.call({
          method: 'POST',
          url: riskLockPaths.playerRestrictions(playerId),
          payload: { restriction: 'bet', enabled, reason: '风控调查' },
          headers: bearer(operator),
        })
      ).body.code,
    ).toBe(200);
  const launchesOf = async (playerId: number) =>
    (
      await app.context.db
        .selectFrom('provider_launches')
        .select('token_hash')
        .where('player_id', '=', playerId)
        .execute()
    ).length;

  it('refuses every launch of a locked player, issuing nothing, and launches once lifted', async () => {
    const player = await registerPlayerDirectly(app.context, newUsername(), 'secret123', null);
    const token = await playerToken(app, player.id);
    await lock(player.id, true);
    const restricted = refusal(apiMessages.restrictedBet);
    expect((await beginLaunch(app, token, 'game_code=pp_game')).body).toEqual(restricted);
    expect((await callLaunch(app, token, PP_START, 'game_code=pp_game')).body).toEqual(restricted);
    expect((await callLaunch(app, token, PP_START)).body).toEqual(restricted);
    expect(await launchesOf(player.id)).toBe(0);

    await lock(player.id, false);
    expect((await beginLaunch(app, token, 'game_code=pp_game')).body.code).toBe(200);
    expect((await callLaunch(app, token, PP_START, 'game_code=pp_game')).body.code).toBe(200);
  });
});
