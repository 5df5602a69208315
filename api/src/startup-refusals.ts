/** Why the API must not start with these settings: unreadable settings in any mode, demo shortcuts in production. */
import type { AppConfig } from './config';

/**
 * Secrets that were ever written in code, docs or examples: anyone can read them, so they never
 * guard money outside a demo.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'demo-provider-secret-for-the-embedded-site',
  'test-secret-shared-with-the-fake-platform',
  'demo-secret',
  'secret',
  'changeme',
  'change-me',
  'password',
];

/** An HMAC key shorter than this many bytes is guessable or a placeholder. */
export const MIN_SECRET_BYTES = 32;

/** What production refuses: the demo provider, weak or missing provider secrets and sources, test shortcuts, demo data. */
export function productionRefusals(config: AppConfig): string[] {
  if (config.mode !== 'production') return [];
  const refusals: string[] = [];
  if (config.providers.demo || config.incompleteProviders.includes('demo'))
    refusals.push('the demo provider is enabled (unset every PROVIDER_DEMO_* setting)');
  for (const code of config.incompleteProviders.filter((name) => name !== 'demo'))
    refusals.push(`provider ${code} has no PROVIDER_${code.toUpperCase()}_SECRET or _LAUNCH_URL`);
  for (const [code, provider] of Object.entries(config.providers)) {
    if (code === 'demo') continue;
    const name = `PROVIDER_${code.toUpperCase()}`;
    if (KNOWN_DEFAULT_SECRETS.includes(provider.secret)) refusals.push(`${name}_SECRET is a known default`);
    else if (Buffer.byteLength(provider.secret, 'utf8') < MIN_SECRET_BYTES)
      refusals.push(`${name}_SECRET is shorter than ${MIN_SECRET_BYTES} bytes`);
    if (!provider.allowConfigured) refusals.push(`${name}_ALLOW is not set (the addresses its calls come from)`);
  }
  if (config.captchaTestAnswers) refusals.push('CAPTCHA_TEST_ANSWERS=1 is for tests only');
  if (config.seedDemo) refusals.push('SEED_DEMO is on (demo players and money)');
  return refusals;
}

/** Every reason not to start; empty when the API may start. */
export function startupRefusals(config: AppConfig): string[] {
  return [...config.settingErrors, ...productionRefusals(config)];
}
