import { describe, expect, it } from 'vitest';
import { messages } from 'shared-contracts';
import { invitePlatformsOf } from './invite-platforms';

describe('invitePlatformsOf', () => {
  it('pairs each link with its own QR code, the chat bot first', () => {
    const platforms = invitePlatformsOf({ web: 'https://w', bot: 'https://b', webQr: 'data:w', botQr: 'data:b' });
    expect(platforms).toEqual([
      { key: 'bot', name: messages.invite.botPlatform, link: 'https://b', qr: 'data:b' },
      { key: 'web', name: messages.invite.webPlatform, link: 'https://w', qr: 'data:w' },
    ]);
  });
});
