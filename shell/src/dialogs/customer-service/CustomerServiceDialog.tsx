/** Customer-service popup (spec §2 popup 1): online support and chat support; open while showCustom is on. */
import { useStore } from '@nanostores/react';
import { CenterPopup, List } from 'antd-mobile';
import { GlobalOutline, SendOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { messages } from 'shared-contracts';
import { showToast } from '../../platform/toast';
import { $siteConfig, loadSiteConfig } from '../../session/site-config';
import { $showCustom } from '../../stores/ui-flags';
import { chatSupportLink, onlineSupportLink } from './support-links';
import styles from '../dialogs.module.css';

const text = messages.service;

function openLink(url: string | null): void {
  if (url === null) return showToast(text.unavailable);
  // A new window, as the links lead off the site; noopener keeps the site out of its reach.
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function CustomerServiceDialog() {
  const open = useStore($showCustom);
  const config = useStore($siteConfig);
  const close = () => $showCustom.set(false);

  useEffect(() => {
    // Start-up normally loaded it; a failed start-up load is tried again when the player asks.
    if (open && config === null) void loadSiteConfig();
  }, [open, config]);

  return (
    <CenterPopup visible={open} onMaskClick={close} showCloseButton onClose={close}>
      <div className={styles.panel} data-testid="customer-service">
        <h2 className={styles.title}>{text.title}</h2>
        <List>
          <List.Item
            prefix={<GlobalOutline />}
            description={text.onlineHint}
            onClick={() => openLink(onlineSupportLink(config))}
            data-testid="service-online"
          >
            {text.online}
          </List.Item>
          <List.Item
            prefix={<SendOutline />}
            description={text.chatHint}
            onClick={() => openLink(chatSupportLink(config))}
            data-testid="service-chat"
          >
            {text.chat}
          </List.Item>
        </List>
      </div>
    </CenterPopup>
  );
}
