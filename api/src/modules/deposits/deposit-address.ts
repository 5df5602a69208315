/** Own-address mode (TRON_XPUB): each player's deposit address, child i of the account xpub, assigned once. */
import type { HDKey } from '@scure/bip32';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { deriveTronAddress, parseXpub } from '../tron';
import { insertPlayerDepositAddress, nextDerivationIndex, selectPlayerDepositAddress } from './addresses-store';

const parsed = new Map<string, HDKey | null>();

/** The account key of TRON_XPUB, or null when the pool is used (unset) or it cannot be read. */
export function depositAccountKey(config: AppConfig): HDKey | null {
  if (!config.tronXpub) return null;
  if (!parsed.has(config.tronXpub)) parsed.set(config.tronXpub, parseXpub(config.tronXpub));
  return parsed.get(config.tronXpub) ?? null;
}

/** Why the API must not start with these deposit settings: an xprv (a private key on the server) or an unreadable TRON_XPUB. */
export function depositSettingRefusals(config: AppConfig): string[] {
  if (!config.tronXpub || depositAccountKey(config)) return [];
  return ['TRON_XPUB is not an extended public key (an xprv, or unreadable): refused, the server holds no deposit key'];
}

/**
 * The player's own deposit address, derived on first use at the next free index. Two first uses
 * at once: the unique indexes refuse one, which runs again and finds the address (or the next index).
 */
export async function playerDepositAddress(context: AppContext, account: HDKey, playerId: number): Promise<string> {
  return inTransaction(context.db, async (trx) => {
    const existing = await selectPlayerDepositAddress(trx, playerId);
    if (existing) return existing.address;
    const index = await nextDerivationIndex(trx);
    const address = deriveTronAddress(account, index);
    await insertPlayerDepositAddress(trx, { playerId, index, address, at: context.now().toISOString() });
    return address;
  });
}
