/**
 * The contract's enumerations this remote needs at run time. shared-contracts defines them in
 * modules that also build zod schemas, and importing one would put zod (~30 kB gzip) into the
 * home route; the type check below keeps these copies equal to the contract, a unit test too.
 */
import type { CONFIG_IDS as ContractConfigIds, GAME_STATUS as ContractGameStatus, GAME_TYPES as ContractGameTypes, PLATFORM_IDS as ContractPlatformIds } from 'shared-contracts';

export const GAME_TYPES = { chess: 1, lottery: 2, fishing: 3, esports: 4, slots: 5, sports: 6, live: 7 } as const satisfies typeof ContractGameTypes;

export const GAME_STATUS = { available: 1, maintenance: 2, comingSoon: 3, stayTuned: 4 } as const satisfies typeof ContractGameStatus;

export const PLATFORM_IDS = { pg: 1, ag: 2, demo: 16 } as const satisfies typeof ContractPlatformIds;

/** Only the config ids the lobby reads. */
export const CONFIG_IDS = { noticeBar: 2, sportsNotice: 8 } as const satisfies Pick<typeof ContractConfigIds, 'noticeBar' | 'sportsNotice'>;
