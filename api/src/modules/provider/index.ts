/** The provider module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { isValidProviderSignature, signProviderBody } from './signature';
