/** The register form's client checks, in the spec's order (§5): match first, then all filled. */
import { messages } from 'shared-contracts';

export interface RegisterFields {
  username?: string;
  password?: string;
  confrimPas?: string;
}

/** The toast to show, or null when the form may be sent. */
export function registerCheckMessage({ username = '', password = '', confrimPas = '' }: RegisterFields): string | null {
  if (password !== confrimPas) return messages.login.passwordMismatch;
  if (!username || !password || !confrimPas) return messages.login.missingFields;
  return null;
}
