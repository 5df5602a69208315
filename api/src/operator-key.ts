/**
 * OPERATOR_SECRET_KEY: the AES-256 key that seals operators' two-factor secrets at rest
 * (operators/secrets). 32 bytes, as 64 hex digits or base64; production refuses to start without it.
 */

/** The key's text as 32 bytes; a setting that is no such key is an error (the API refuses to start). */
export function operatorKeyOf(text: string | undefined, errors: string[]): Buffer | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  // base64 or base64url of 32 bytes: 43 characters and an optional pad.
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  errors.push('OPERATOR_SECRET_KEY is no 32-byte key (64 hex digits, or base64 of 32 bytes)');
  return undefined;
}
