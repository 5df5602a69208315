/** The records module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { isKnownKind, kindName, kindsOf, walletKinds } from './kinds';
export { gameNames, providerNames, selectRounds } from './store';
