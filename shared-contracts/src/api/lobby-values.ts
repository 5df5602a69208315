/**
 * The lobby's enumerations, apart from the zod schemas: a remote that needs only these values
 * does not pull zod into its bundle (shared-contracts has no side effects, so unused modules drop).
 */
/** Game categories (spec §3): 1 chess/cards … 7 live video. */
export const GAME_TYPES = { chess: 1, lottery: 2, fishing: 3, esports: 4, slots: 5, sports: 6, live: 7 } as const;

/** Game status (spec §3): 1 (or empty) available; the others refuse a launch with their message. */
export const GAME_STATUS = { available: 1, maintenance: 2, comingSoon: 3, stayTuned: 4 } as const;

/** Providers whose launch opens a page of ours rather than the provider: PG opens /pcSlots. */
export const PLATFORM_IDS = { pg: 1, ag: 2, demo: 16 } as const;

/**
 * The query the home page asks the hot list with (spec §9), in the order the site's client writes it:
 * the site server fetches the same URL for the first screen and hands its answer to the page.
 */
export const HOT_GAMES_QUERY = { is_hot: 1, size: 20, page: 1 } as const;
