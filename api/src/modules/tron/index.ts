/** The tron module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { isTronAddress, tronAddressFromHex, tronAddressToHex } from './address';
export { deriveTronAddress, parseXpub } from './xpub';
