/** The risk module's face: what other modules may use of it. Nothing else of it is imported from outside. */

// Client traces: where players and operators acted from (recording, retention).
export { recordTrace, type TraceOf } from './traces';
export { purgeExpiredClientData } from './retention/retention';

// Associations and blacklists: players who share an address, device or withdrawal address; refusals.
export { assertAddressBindable, assertMayRegister } from './blacklist';
export { currentClientKeys, type ClientKeys } from './client-keys';

// Partial locks and the withdrawal review's flags.
export { assertUnrestricted, isRestricted, restrictionsOf, RESTRICTED_MESSAGES } from './restrictions';
export { withdrawalRiskFlags } from './review-flags';
