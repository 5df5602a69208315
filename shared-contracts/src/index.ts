/** The contract every part of the site shares: federation types, release manifest, messages. */
export * from './version';
export * from './messages';
export * from './federation/route-meta';
export * from './federation/release-manifest';
export * from './federation/host-api';
export * from './federation/remote-module';
export * from './money';
export * from './api/envelope';
export * from './api/messages';
export * from './api/fields';
export * from './api/paths';
export * from './api/auth';
export * from './api/account';
export * from './api/content';
export * from './api/admin';
export * from './api/provider-wallet';
export * from './api/launch';
