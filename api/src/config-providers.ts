/** The game providers' settings from the environment: PROVIDER_<CODE>_SECRET, _LAUNCH_URL, _ALLOW, _MAX_WIN_MULTIPLE. */
import { LOOPBACK_CIDRS, parseCidrList } from './source-addresses';
import type { SiteMode } from './site-mode';

/** What the operator configures for one game provider. */
export interface ProviderCredentials {
  /** Shared secret of the seamless-wallet signatures (HMAC-SHA256). */
  secret: string;
  /** Where the provider's games are launched: its launch URL gets the one-time token appended. */
  launchUrl: string;
  /** PROVIDER_<CODE>_ALLOW: the CIDRs its wallet calls may come from (loopback when unset). */
  allow: readonly string[];
  /** Whether `allow` was configured, not defaulted: production needs it for every real provider. */
  allowConfigured: boolean;
  /** PROVIDER_<CODE>_MAX_WIN_MULTIPLE: a round's wins above this many times its stake are held for review. */
  maxWinMultiple: number;
}

export const DEFAULT_MAX_WIN_MULTIPLE = 10_000;

/** A provider's credentials with the defaults: loopback callers only, the default win multiple. */
export const openProvider = (
  secret: string,
  launchUrl: string,
  more: Partial<ProviderCredentials> = {},
): ProviderCredentials => ({
  secret,
  launchUrl,
  allow: LOOPBACK_CIDRS,
  allowConfigured: false,
  maxWinMultiple: DEFAULT_MAX_WIN_MULTIPLE,
  ...more,
});

const PROVIDER_SETTING = /^PROVIDER_([A-Z0-9]+)_(SECRET|LAUNCH_URL|ALLOW|MAX_WIN_MULTIPLE)$/;

/** The callers and win limit of one provider, and what in them cannot be read. */
function providerLimits(env: NodeJS.ProcessEnv, code: string, errors: string[]) {
  const prefix = `PROVIDER_${code.toUpperCase()}`;
  const allowText = env[`${prefix}_ALLOW`];
  const { cidrs, invalid } = parseCidrList(allowText ?? '');
  if (invalid.length) errors.push(`${prefix}_ALLOW has entries that are no CIDR: ${invalid.join(', ')}`);
  const multipleText = env[`${prefix}_MAX_WIN_MULTIPLE`];
  const multiple = multipleText === undefined ? DEFAULT_MAX_WIN_MULTIPLE : Number(multipleText);
  if (!Number.isSafeInteger(multiple) || multiple < 1 || multiple > 1_000_000_000)
    errors.push(`${prefix}_MAX_WIN_MULTIPLE=${multipleText} is no whole number from 1 to 1000000000`);
  const allowConfigured = allowText !== undefined && allowText.trim() !== '';
  return { allow: allowConfigured ? cidrs : LOOPBACK_CIDRS, allowConfigured, maxWinMultiple: multiple };
}

/**
 * PROVIDER_<CODE>_SECRET and PROVIDER_<CODE>_LAUNCH_URL for each provider the operator opened.
 * The demo provider ships with the platform: open in demo mode (on 127.0.0.1:3300) when its
 * secret is given (main.ts generates one beside the database), and in production only when asked,
 * which production refuses.
 */
export function providersFrom(env: NodeJS.ProcessEnv, mode: SiteMode, errors: string[]) {
  const providers: Record<string, ProviderCredentials> = {};
  const incomplete: string[] = [];
  const codes = new Set(Object.keys(env).map((key) => PROVIDER_SETTING.exec(key)?.[1]?.toLowerCase()));
  if (mode === 'demo') codes.add('demo');
  for (const code of codes) {
    if (!code) continue;
    const prefix = `PROVIDER_${code.toUpperCase()}`;
    const demoLaunch = `http://127.0.0.1:${env.DEMO_PROVIDER_PORT ?? 3300}/play`;
    const launchUrl = env[`${prefix}_LAUNCH_URL`] ?? (code === 'demo' ? demoLaunch : undefined);
    const secret = env[`${prefix}_SECRET`];
    const limits = providerLimits(env, code, errors);
    if (secret && launchUrl) providers[code] = openProvider(secret, launchUrl, limits);
    else incomplete.push(code);
  }
  return { providers, incomplete };
}
