/** Site mode: `demo` (the embedded site of `pnpm start`) or `production`, which refuses demo shortcuts. */
export type SiteMode = 'demo' | 'production';

/**
 * Production when NODE_ENV=production or SITE_MODE=production (either wins: a production machine
 * never becomes a demo by one setting); SITE_MODE=demo or nothing is the demo. Any other SITE_MODE
 * is a setting error, and counts as production meanwhile.
 */
export function siteModeOf(env: NodeJS.ProcessEnv): { mode: SiteMode; error?: string } {
  const siteMode = env.SITE_MODE;
  if (siteMode !== undefined && siteMode !== 'demo' && siteMode !== 'production')
    return { mode: 'production', error: `SITE_MODE=${siteMode} is neither demo nor production` };
  return { mode: siteMode === 'production' || env.NODE_ENV === 'production' ? 'production' : 'demo' };
}
