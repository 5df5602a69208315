/** The hot-wallet payout of a withdrawal (TRON_PAYOUT_KEY_FILE): a stub on this branch, replaced by the hot-wallet work. */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';

/**
 * Signs, stores and broadcasts the USDT transfer of withdrawal `_withdrawalId` (review → paying).
 * Replaced by the hot-wallet work; until then no hot wallet is configured.
 * @throws 未配置热钱包 always, here
 */
export async function startHotWalletPayout(
  _context: AppContext,
  _operatorId: number,
  _withdrawalId: number,
): Promise<void> {
  throw refuse(apiMessages.withdrawHotWalletOff);
}
