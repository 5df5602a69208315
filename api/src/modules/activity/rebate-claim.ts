/** STUB (issue 16 foundation): 反水 claim, replaced by the rebates helper. */
import type { TaskReceiveResult } from 'shared-contracts';
import type { AppContext } from '../../context';

/** Claims every waiting day of the player's rebates in one transfer (kind 'rebate'); a retry with the same request_id answers the first result. */
export async function claimRebates(
  _context: AppContext,
  _playerId: number,
  _requestId: string,
): Promise<TaskReceiveResult> {
  throw new Error('rebate claim not built yet');
}
