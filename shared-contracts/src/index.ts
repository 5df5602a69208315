/** The contract every part of the site shares: federation types, release manifest, messages. */
export * from './version';
export * from './messages';
export * from './federation/route-meta';
export * from './federation/release-manifest';
export * from './federation/host-api';
export * from './federation/remote-module';
