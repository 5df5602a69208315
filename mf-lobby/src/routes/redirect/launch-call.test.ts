import { apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { launchCallOf } from './launch-call';

const gameCode = 'g1';

describe('launchCallOf', () => {
  it('starts the demo provider and unknown platforms through the lobby begin call', () => {
    for (const platTypeId of [16, 14, 15, 99]) {
      expect(launchCallOf({ platTypeId, gameCode })).toEqual({
        kind: 'request',
        method: 'GET',
        path: apiPaths.lobby.begin,
        params: { game_code: gameCode, plat_type_id: platTypeId },
      });
    }
  });

  it('sends PG to the PG hall', () => {
    expect(launchCallOf({ platTypeId: 1, gameCode })).toEqual({ kind: 'navigate', path: '/pcSlots' });
  });

  it('tells AG fishing from the other AG games', () => {
    expect(launchCallOf({ platTypeId: 2, gameCode, type: 'AgFish' })).toMatchObject({
      method: 'GET',
      path: apiPaths.launch.agFish,
      params: { game_code: gameCode },
    });
    expect(launchCallOf({ platTypeId: 2, gameCode, type: 'Ag' })).toMatchObject({
      method: 'GET',
      path: apiPaths.launch.agForward,
      params: { game_code: gameCode },
    });
    expect(launchCallOf({ platTypeId: 2, gameCode })).toMatchObject({ path: apiPaths.launch.agForward });
  });

  it("uses each provider's own call, IM by POST", () => {
    const expected: Array<[number, string, 'GET' | 'POST']> = [
      [3, apiPaths.launch.imStart, 'POST'],
      [4, apiPaths.launch.jdbLogin, 'GET'],
      [5, apiPaths.launch.kyGameHall, 'GET'],
      [6, apiPaths.launch.sbStart, 'GET'],
      [7, apiPaths.launch.cmdLogin, 'GET'],
      [8, apiPaths.launch.hlqpStart, 'GET'],
      [9, apiPaths.launch.lgdStart, 'GET'],
      [10, apiPaths.launch.mgStart, 'GET'],
      [11, apiPaths.launch.cqLogin, 'GET'],
      [12, apiPaths.launch.jlLogin, 'GET'],
      [13, apiPaths.launch.ppStart, 'GET'],
    ];
    for (const [platTypeId, path, method] of expected) {
      expect(launchCallOf({ platTypeId, gameCode })).toEqual({
        kind: 'request',
        method,
        path,
        params: { game_code: gameCode },
      });
    }
  });
});
