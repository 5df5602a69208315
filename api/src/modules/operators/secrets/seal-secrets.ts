/**
 * Seals the two-factor secrets stored in plaintext before migration 026, once, at start (main.ts):
 * a migration cannot, as it has no configured key (and a key must never live in migration code).
 * Idempotent: sealed values are left alone, and a value changed meanwhile is not overwritten.
 */
import type { AppContext } from '../../../context';
import { isSealed, operatorSecretKey, SEALED_PREFIX, sealSecret } from './secret-box';
import { replaceSecret, selectUnsealedSecrets, type SecretColumn } from './secrets-store';

const COLUMNS: readonly SecretColumn[] = ['totp_secret', 'totp_pending_secret'];

/** How many secrets it sealed (0 once every row is sealed). */
export async function sealPlaintextTotpSecrets(context: AppContext): Promise<number> {
  const key = operatorSecretKey(context);
  let sealed = 0;
  for (const row of await selectUnsealedSecrets(context.db, SEALED_PREFIX)) {
    for (const column of COLUMNS) {
      const plaintext = row[column];
      if (plaintext === null || isSealed(plaintext)) continue;
      const change = { plaintext, sealed: sealSecret(key, row.id, plaintext) };
      if (await replaceSecret(context.db, row.id, column, change)) sealed += 1;
    }
  }
  return sealed;
}
