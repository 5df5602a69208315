/**
 * The player's invite links and their QR codes (spec §4: built after login), for the agent
 * remote's invite dialog. qrcode is loaded only once a player is logged in.
 */
import { atom } from 'nanostores';
import { apiPaths, type PlayerInvite } from 'shared-contracts';
import { $token } from '../stores/session-store';
import { sessionRequest } from './session-request';

/** Spec §2 popup 6: QR images are 369×369 px. */
export const INVITE_QR_SIZE = 369;

export const $invite = atom<PlayerInvite | null>(null);

export async function buildInvite(): Promise<void> {
  const token = $token.get();
  if (token === null) return;
  try {
    const links = await sessionRequest<{ web: string; bot: string }>(apiPaths.inviteUrls, { method: 'POST' });
    const { toDataURL } = await import('qrcode');
    const qr = (text: string) => toDataURL(text, { width: INVITE_QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
    const [webQr, botQr] = await Promise.all([qr(links.web), qr(links.bot)]);
    // A logout or another login while this ran: these links belong to nobody on screen now.
    if ($token.get() === token) $invite.set({ ...links, webQr, botQr });
  } catch {
    // Toasted by the client (or the QR library failed): the dialog says the links are still loading.
  }
}
