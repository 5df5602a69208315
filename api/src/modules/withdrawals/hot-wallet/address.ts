/** The hot wallet's payout address, for the operators' settings view. */
import type { AppContext } from '../../../context';
import { payoutSigner } from './payout-key';

/** The base58 address the hot wallet pays from, or null when TRON_PAYOUT_KEY_FILE is not set (manual payouts only). */
export function hotWalletAddress(context: AppContext): string | null {
  return payoutSigner(context.config)?.address ?? null;
}
