/** The auth module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { passPasswordUnderLock } from './password-login';
export { hashPassword, verifyPassword } from './passwords';
export { createSession, revokeSession } from './sessions';
export { hashToken, newToken } from './tokens';
