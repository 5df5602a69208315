/** The demo provider's secret as the API will use it, asked of the API itself so both peers get the same one. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../release/paths';

/**
 * In demo mode: PROVIDER_DEMO_SECRET, or the secret the API keeps beside its database (made on
 * first use); in production mode null (no demo provider). `env` is what the API will be started with.
 */
export function demoProviderSecret(env: Record<string, string> = {}): string | null {
  const merged = { ...process.env, ...env };
  if (merged.PROVIDER_DEMO_SECRET) return merged.PROVIDER_DEMO_SECRET;
  const secret = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/demo-secret.ts'], {
    cwd: path.join(WORKSPACE_ROOT, 'api'),
    env: merged,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return secret.trim() || null;
}
