import * as contract from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { CONFIG_IDS, GAME_STATUS, GAME_TYPES, PLATFORM_IDS } from './contract-values';

describe('contract values kept out of the zod modules', () => {
  it('equal the contract', () => {
    expect(GAME_TYPES).toEqual(contract.GAME_TYPES);
    expect(GAME_STATUS).toEqual(contract.GAME_STATUS);
    expect(PLATFORM_IDS).toEqual(contract.PLATFORM_IDS);
    expect(CONFIG_IDS).toEqual({ noticeBar: contract.CONFIG_IDS.noticeBar, sportsNotice: contract.CONFIG_IDS.sportsNotice });
  });
});
