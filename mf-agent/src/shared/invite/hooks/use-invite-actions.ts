/** The two actions of each invite option: 复制链接 and 保存图片. */
import { Toast } from 'antd-mobile';
import { useMemo } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import { copyText } from 'remote-kit';
import type { InvitePlatform } from '../invite-platforms';
import { savePoster } from '../save-poster';

export interface InviteActions {
  copyLink(platform: InvitePlatform): Promise<void>;
  savePicture(platform: InvitePlatform): Promise<void>;
}

export function useInviteActions(host: HostApi): InviteActions {
  return useMemo(
    () => ({
      async copyLink(platform) {
        // The catalogue has no failure text; a failed copy (both paths refused) says nothing.
        if (await copyText(platform.link)) host.toast(messages.invite.copied);
      },
      async savePicture(platform) {
        // Blocking: the mask keeps a second tap from starting a second poster.
        const loading = Toast.show({
          icon: 'loading',
          content: messages.invite.generating,
          duration: 0,
          maskClickable: false,
        });
        try {
          await savePoster(platform);
        } catch (error) {
          // Spec §8: a failed poster only closes the toast.
          console.error('invite poster failed', error);
        } finally {
          loading.close();
        }
      },
    }),
    [host],
  );
}
