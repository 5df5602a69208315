/** The invite code from the URL (?code=XXXX): saved as invited_code and reported to the API (spec §3, §4). */
import type { z } from 'zod';
import { apiPaths, type inviteVisitResultSchema } from 'shared-contracts';
import { LOCAL_KEYS } from '../stores/storage-keys';
import { sessionRequest } from './session-request';

export function getInvitedCode(): string | null {
  return localStorage.getItem(LOCAL_KEYS.invitedCode) || null;
}

export function captureInviteCode(search: string = location.search): void {
  const code = new URLSearchParams(search).get('code')?.trim();
  if (!code) return;
  localStorage.setItem(LOCAL_KEYS.invitedCode, code);
  sessionRequest<z.infer<typeof inviteVisitResultSchema>>(apiPaths.inviteVisit, {
    method: 'POST',
    body: { code },
  }).catch(() => {
    // Already toasted by the client; the code stays saved for the register form.
  });
}
