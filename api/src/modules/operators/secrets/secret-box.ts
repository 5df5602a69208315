/**
 * Operators' two-factor secrets at rest: sealed with AES-256-GCM under OPERATOR_SECRET_KEY, bound
 * to the operator's id (a sealed secret copied to another row does not open there). A database
 * dump or backup then holds no secret an attacker could generate codes from.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context';

/** What a sealed value starts with; a base32 secret (A-Z, 2-7) never does. */
export const SEALED_PREFIX = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Whether a stored value is sealed (else a plaintext secret from before migration 026). */
export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

const boundTo = (operatorId: number) => Buffer.from(`operator:${operatorId}`, 'utf8');

/**
 * The secret sealed for the operator: `v1:` and base64url of nonce, tag and ciphertext.
 * @example sealSecret(key, 7, 'JBSWY3DPEHPK3PXP') // 'v1:…' (a new nonce each time)
 */
export function sealSecret(key: Buffer, operatorId: number, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(boundTo(operatorId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The secret of a sealed value; throws for a value not sealed, sealed under another key or for another operator, or altered. */
export function openSecret(key: Buffer, operatorId: number, stored: string): string {
  if (!isSealed(stored)) throw new Error(`operator ${operatorId}: two-factor secret is not sealed`);
  const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(boundTo(operatorId));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The configured key; main.ts never starts without one (generated in demo mode, required in production). */
export function operatorSecretKey(context: AppContext): Buffer {
  const key = context.config.operatorSecretKey;
  if (!key) throw new Error('OPERATOR_SECRET_KEY is not configured');
  return key;
}
