/** The arguments of `pnpm --filter api commission:settle [day] [--now <ISO>]` (and rebate:settle), read without side effects (tested). */
import type { SiteMode } from '../site-mode';

export type CommissionSettleArgs =
  { ok: true; day: string | null; now: Date | null } | { ok: false; exitCode: number; message: string };

export const COMMISSION_SETTLE_USAGE =
  'usage: pnpm --filter api commission:settle [YYYY-MM-DD] [--now <ISO instant>]  (--now: demo mode only)';

/**
 * A day to settle (none: every due day, as the job does) and, in demo mode only, `--now`: the
 * clock as that instant, so the demo can settle today at once. Production refuses `--now` (exit
 * code 2): a day settled before it ended would never pay the rounds settled after.
 */
export function parseCommissionSettleArgs(
  argv: readonly string[],
  mode: SiteMode,
  usage = COMMISSION_SETTLE_USAGE,
): CommissionSettleArgs {
  let day: string | null = null;
  let now: Date | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--now' || arg.startsWith('--now=')) {
      if (mode !== 'demo')
        return {
          ok: false,
          exitCode: 2,
          message: `--now is refused in ${mode} mode: a day is settled only after it has ended (Asia/Shanghai, 00:05)`,
        };
      const text = arg === '--now' ? argv[(index += 1)] : arg.slice('--now='.length);
      now = text === undefined ? null : new Date(text);
      if (now === null || Number.isNaN(now.getTime()))
        return { ok: false, exitCode: 2, message: `--now needs an ISO instant\n${usage}` };
    } else if (/^\d{4}-\d{2}-\d{2}$/.test(arg) && day === null) day = arg;
    else return { ok: false, exitCode: 2, message: `unknown argument ${arg}\n${usage}` };
  }
  return { ok: true, day, now };
}
