/** The risk module's face: what other modules may use of it. Nothing else of it is imported from outside. */

// Client traces: where players and operators acted from (recording, retention).
export { recordTrace, type TraceOf } from './traces';

// Associations and blacklists: players who share an address, device or withdrawal address; refusals.

// Partial locks and the withdrawal review's flags.
export { assertUnrestricted, isRestricted, restrictionsOf, RESTRICTED_MESSAGES } from './restrictions';
export { withdrawalRiskFlags } from './review-flags';
