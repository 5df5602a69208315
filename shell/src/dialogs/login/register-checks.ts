/**
 * The register form's client checks, in the spec's order (§5): match first, then all filled; then
 * the age confirmation of issue 18 (the API refuses a registration without it too).
 */
import { messages } from 'shared-contracts';

export interface RegisterFields {
  username?: string;
  password?: string;
  confrimPas?: string;
  /** The 我已年满18周岁 checkbox. */
  adult?: boolean;
}

/** The toast to show, or null when the form may be sent. */
export function registerCheckMessage({
  username = '',
  password = '',
  confrimPas = '',
  adult = false,
}: RegisterFields): string | null {
  if (password !== confrimPas) return messages.login.passwordMismatch;
  if (!username || !password || !confrimPas) return messages.login.missingFields;
  if (!adult) return messages.safePlay.adultRequired;
  return null;
}
