/**
 * The site's own TRON addresses: the deposit pool, the players' derived deposit addresses and the
 * hot wallet. None may be a withdrawal address: a payout to a deposit address would come back in
 * through the chain watcher as a deposit (money counted twice), and one to the hot wallet would
 * leave nothing on chain while the ledger records it paid.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { selectDepositAddressOwner, selectReceivingAddressByText } from '../../deposits';
import { hotWalletAddress } from '../hot-wallet/address';

export async function isSiteAddress(context: AppContext, db: Kysely<Database>, address: string): Promise<boolean> {
  if (address === hotWalletAddress(context)) return true;
  if (await selectReceivingAddressByText(db, address)) return true;
  return (await selectDepositAddressOwner(db, address)) !== undefined;
}
