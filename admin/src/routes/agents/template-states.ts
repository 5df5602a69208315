/** The rate template's version states as the console shows them, and which versions may still be cancelled. */
import type { CommissionTemplateState } from 'shared-contracts';

export const templateStateTags: Record<CommissionTemplateState, { text: string; color?: string }> = {
  in_force: { text: '生效中', color: 'green' },
  scheduled: { text: '待生效', color: 'blue' },
  superseded: { text: '已被取代' },
  cancelled: { text: '已取消', color: 'red' },
};

/**
 * Whether 取消 is offered: a version whose day has not begun (Beijing time) and not cancelled yet —
 * the API's rule (agentTemplateNotCancellable); a later save for the same day may be cancelled too,
 * so it cannot come back if that save is cancelled.
 * @example mayCancelVersion({ effective_from: '2026-12-01', state: 'scheduled' }, '2026-11-25') // true
 */
export function mayCancelVersion(
  version: { effective_from: string; state: CommissionTemplateState },
  today: string,
): boolean {
  return version.state !== 'cancelled' && version.effective_from > today;
}
