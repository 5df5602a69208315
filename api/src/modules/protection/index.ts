/** The protection module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { selectPlayerAge } from './account-store';
export { checkDepositOrder, noteCreditedDeposit } from './deposit-limits';
export { activeBreak, assertNotOnBreak, recordProtectionEvent } from './guard';
export { assertMarketingAllowed } from './marketing';
export { PLAY_KEYS, assertMayLaunch, checkBet } from './play-limits';
export { deletePlayerEntryCodes, endGameSessions, revokePlayerSessions } from './session-store';
export { lockProtectionRow } from './store';
