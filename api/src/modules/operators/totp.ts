/**
 * Two-factor login by authenticator app (RFC 6238: SHA-1, 6 digits, 30 s steps) and the recovery
 * codes handed out at enrolment. Pure functions of the secret, the code and the time.
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** What the authenticator app shows beside the operator's name. */
export const TOTP_ISSUER = '娱乐平台运营后台';
const PERIOD_SECONDS = 30;
/** A code of the step before or after now is taken too: the phone's clock may be a little off. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_LENGTH = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL of the QR code an authenticator app scans. */
export function otpauthUrlOf(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The time step of a moment (number of 30 s periods since the epoch). */
export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS);
}

/**
 * The time step `code` belongs to when it is the secret's code within one step of now, else null.
 * A step at or before `lastStep` (a code already used) is null too: a code is good once.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: WINDOW_STEPS });
  if (delta === null) return null;
  const step = totpStepAt(nowMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The secret's code at a moment (what the authenticator app shows then). */
export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}

/** Whether `code` has the shape of a recovery code (the login field lower-cases it). */
export function isRecoveryCodeShape(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(code);
}

/** Recovery codes: 10 characters of [a-z0-9] each (about 51 bits), from the CSPRNG. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
}

/** What the database keeps of a recovery code: its SHA-256 (the code is random enough not to need a slow hash). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
