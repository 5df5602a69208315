/** The saved invite picture: title, platform name, QR code and link on black, at poster pixels. */
import type { CSSProperties } from 'react';
import { messages } from 'shared-contracts';
import type { Box, PosterLayout } from '../poster-layout';
import type { InvitePlatform } from '../invite-platforms';
import styles from './InvitePoster.module.css';

function at(box: Box): CSSProperties {
  return { left: box.left, top: box.top, width: box.width, height: box.height };
}

export function InvitePoster({ layout, platform }: { layout: PosterLayout; platform: InvitePlatform }) {
  return (
    <div className={styles.poster} style={{ width: layout.width, height: layout.height }} data-testid="invite-poster">
      <h1 className={`${styles.block} ${styles.title}`} style={at(layout.title)}>
        {messages.invite.title}
      </h1>
      <p className={`${styles.block} ${styles.platform}`} style={at(layout.platform)}>
        {platform.name}
      </p>
      <img className={styles.qr} style={at(layout.qr)} src={platform.qr} alt="" />
      <p className={`${styles.block} ${styles.link}`} style={at(layout.link)}>
        {platform.link}
      </p>
    </div>
  );
}
