/**
 * The operator secret key in demo mode: OPERATOR_SECRET_KEY when given, else one generated once
 * and kept beside the database, as the demo provider's secret is (demo-secret.ts). Production gets
 * none from here: it must be configured, or the API refuses to start.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { demoSecretFile, ensureDemoSecret } from './demo-secret';

const KEY_FILE_NAME = 'operator-secret.key';

/** Beside the demo provider's secret: beside the SQLite file, or in api/data/ for PostgreSQL. */
export const demoOperatorKeyFile = (databaseUrl: string) =>
  path.join(path.dirname(demoSecretFile(databaseUrl)), KEY_FILE_NAME);

/** The environment with OPERATOR_SECRET_KEY in demo mode (64 hex digits: 32 random bytes). */
export function withDemoOperatorKey(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const config = loadConfig(env);
  if (config.mode !== 'demo' || env.OPERATOR_SECRET_KEY) return env;
  return { ...env, OPERATOR_SECRET_KEY: ensureDemoSecret(demoOperatorKeyFile(config.databaseUrl)) };
}
