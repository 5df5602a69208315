/** The two ways to invite (spec §2 popup 6): the chat bot link and the web link, each with its QR code. */
import { messages, type PlayerInvite } from 'shared-contracts';

export type InvitePlatformKey = 'bot' | 'web';

export interface InvitePlatform {
  key: InvitePlatformKey;
  /** Shown above the QR code and on the poster. */
  name: string;
  link: string;
  /** PNG data URL, 369×369 px. */
  qr: string;
}

/** The chat platform first, then the web platform, as the dialog lists them. */
export function invitePlatformsOf(invite: PlayerInvite): InvitePlatform[] {
  return [
    { key: 'bot', name: messages.invite.botPlatform, link: invite.bot, qr: invite.botQr },
    { key: 'web', name: messages.invite.webPlatform, link: invite.web, qr: invite.webQr },
  ];
}
