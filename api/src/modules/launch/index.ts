/** The launch module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { PLATFORM_CODES, UNLISTED_CODES, launchAdapterFor } from './adapters';
