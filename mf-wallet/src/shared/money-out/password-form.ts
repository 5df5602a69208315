/** The password panel's client checks (spec §5): 8–20 characters, new and confirm the same. */
import { apiMessages, messages, WITHDRAW_PASSWORD_MAX, WITHDRAW_PASSWORD_MIN } from 'shared-contracts';

export interface PasswordDraft {
  /** Only when changing an existing password. */
  old?: string;
  password: string;
  confirm: string;
}

/** The first refusal, or null when the draft may be sent. Mismatch speaks first, as the spec's own check. */
export function checkPasswordDraft(draft: PasswordDraft, changing: boolean): string | null {
  if ((changing && !draft.old) || !draft.password || !draft.confirm) return apiMessages.missingFields;
  if (draft.password !== draft.confirm) return messages.withdrawPassword.mismatch;
  // UTF-16 units, as the server's schema counts them.
  const length = draft.password.length;
  if (length < WITHDRAW_PASSWORD_MIN || length > WITHDRAW_PASSWORD_MAX) return messages.withdrawPassword.length;
  return null;
}
