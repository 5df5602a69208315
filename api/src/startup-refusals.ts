/** Why the API must not start with these settings: unreadable settings in any mode, demo shortcuts in production. */
import type { AppConfig, ProviderCredentials } from './config';
import { coversLoopback, isCatchAll } from './source-addresses';

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

/** A provider secret anyone could know (written somewhere public) or guess (under MIN_SECRET_BYTES). */
function weakSecretRefusals(name: string, secret: string): string[] {
  if (KNOWN_DEFAULT_SECRETS.includes(secret)) return [`${name}_SECRET is a known default`];
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES)
    return [`${name}_SECRET is shorter than ${MIN_SECRET_BYTES} bytes`];
  return [];
}

/**
 * What is wrong with a real provider's configured allow-list in production: a catch-all lets
 * anyone call, and loopback lets everyone in once a proxy on this machine passes the calls on.
 */
function allowListRefusals(name: string, provider: ProviderCredentials): string[] {
  if (!provider.allowConfigured) return [`${name}_ALLOW is not set (the addresses its calls come from)`];
  const refusals: string[] = [];
  const wide = provider.allow.filter(isCatchAll);
  if (wide.length)
    refusals.push(`${name}_ALLOW lets nearly anyone call (${wide.join(', ')}: wider than /8, or /32 for IPv6)`);
  const loopback = provider.allow.filter((cidr) => !isCatchAll(cidr) && coversLoopback(cidr));
  if (loopback.length)
    refusals.push(
      `${name}_ALLOW includes loopback (${loopback.join(', ')}), every caller's address behind a local proxy`,
    );
  return refusals;
}

/** Hosts that are this machine or a private network: in production the chain is read from TronGrid (or a node of one's own over HTTPS). */
const LOCAL_HOST =
  /^(localhost|.*\.localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

/**
 * The chain watcher in production: no demo chain setting, and a TRON API over HTTPS that is not
 * this machine (the demo chain's test calls would credit anyone) nor plain HTTP (a man in the
 * middle could forge receipts).
 */
function tronRefusals(config: AppConfig): string[] {
  const refusals: string[] = [];
  if (config.tron.demoChainSettings.length)
    refusals.push(`demo chain settings are set (${config.tron.demoChainSettings.join(', ')})`);
  let url: URL | null = null;
  try {
    url = new URL(config.tron.apiUrl);
  } catch {
    // Not a URL at all: refused below like any other scheme.
  }
  if (url?.protocol !== 'https:') refusals.push(`TRON_API_URL=${config.tron.apiUrl} is no https URL`);
  else if (LOCAL_HOST.test(url.hostname))
    refusals.push(`TRON_API_URL=${config.tron.apiUrl} is this machine or a private network (the demo chain?)`);
  return refusals;
}

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
    refusals.push(...weakSecretRefusals(name, provider.secret), ...allowListRefusals(name, provider));
  }
  if (config.captchaTestAnswers) refusals.push('CAPTCHA_TEST_ANSWERS=1 is for tests only');
  if (config.seedDemo) refusals.push('SEED_DEMO is on (demo players and money)');
  if (!config.operatorSecretKey) refusals.push('OPERATOR_SECRET_KEY is not set (seals operators’ two-factor secrets)');
  refusals.push(...tronRefusals(config));
  return refusals;
}

/**
 * The demo provider's secret in demo mode: its signed calls move money in the demo's wallets, and a
 * demo site reachable by others is still a site, so a public or short secret is refused there too
 * (the start scripts make a random one beside the database).
 */
export function demoRefusals(config: AppConfig): string[] {
  const demo = config.providers.demo;
  if (config.mode !== 'demo' || !demo) return [];
  return weakSecretRefusals('PROVIDER_DEMO', demo.secret);
}

/** Every reason not to start; empty when the API may start. */
export function startupRefusals(config: AppConfig): string[] {
  return [...config.settingErrors, ...productionRefusals(config), ...demoRefusals(config)];
}
