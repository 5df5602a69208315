import { describe, expect, it } from 'vitest';
import { launchActionOf, redirectTypeOf, refusalWordOf } from './launch-action';

const game = { status: 1, open_type: 2, plat_type_id: 16, game_type_id: 5, game_code: 'demo_fruit_slot' };

describe('launchActionOf', () => {
  it('refuses games that are not available, with the status word and the hint', () => {
    expect(launchActionOf({ ...game, status: 2 })).toEqual({ kind: 'refuse', message: '正在维护，请选择其他游戏' });
    expect(launchActionOf({ ...game, status: 3 })).toEqual({ kind: 'refuse', message: '即将上线，请选择其他游戏' });
    expect(launchActionOf({ ...game, status: 4 })).toEqual({ kind: 'refuse', message: '敬请期待，请选择其他游戏' });
  });

  it('opens direct games (open_type empty or 2) through /redirect, without a type outside AG', () => {
    expect(launchActionOf(game)).toEqual({ kind: 'open', url: '/redirect?plat_type_id=16&game_code=demo_fruit_slot' });
    expect(launchActionOf({ ...game, open_type: null })).toEqual({
      kind: 'open',
      url: '/redirect?plat_type_id=16&game_code=demo_fruit_slot',
    });
  });

  it('marks AG games as AgFish (fishing) or Ag', () => {
    expect(launchActionOf({ ...game, plat_type_id: 2, game_type_id: 3, game_code: 'fish' })).toEqual({
      kind: 'open',
      url: '/redirect?plat_type_id=2&game_code=fish&type=AgFish',
    });
    expect(launchActionOf({ ...game, plat_type_id: 2, game_type_id: 7, game_code: 'BAC' })).toEqual({
      kind: 'open',
      url: '/redirect?plat_type_id=2&game_code=BAC&type=Ag',
    });
  });

  it("sends other open types to the provider's category list", () => {
    expect(launchActionOf({ ...game, open_type: 1, plat_type_id: 4 })).toEqual({
      kind: 'navigate',
      path: '/cateList?plat_id=4',
    });
  });
});

describe('refusalWordOf / redirectTypeOf', () => {
  it('treats 1, 0 and empty as playable', () => {
    expect(refusalWordOf(1)).toBeUndefined();
    expect(refusalWordOf(0)).toBeUndefined();
    expect(refusalWordOf(null)).toBeUndefined();
  });

  it('gives no type outside AG', () => {
    expect(redirectTypeOf({ plat_type_id: 1, game_type_id: 3 })).toBeUndefined();
  });
});
