/** The foot of home (spec §1): game business badges, licence images and the 理性游戏 link (issue 18), loaded after the first paint. */
import type { MouseEvent } from 'react';
import { apiPaths, messages, type GamePlatform } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { useLobbyData } from '../../../shared/use-lobby-data';
import { LicenceSeal } from './LicenceSeal';
import styles from './HomeFooter.module.css';

/** A stable colour per provider, so its chip looks the same on every visit; 28 % lightness keeps its white letters at 4.5:1 for every hue. */
function hueOf(platform: GamePlatform): number {
  return (platform.id * 47) % 360;
}

const RESPONSIBLE_PATH = '/responsible';
const safePlay = messages.safePlay;

/** A plain tap goes through the site's router; a modified click opens the page as the browser would. */
function openResponsible(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  getHost().navigate(RESPONSIBLE_PATH);
}

export default function HomeFooter() {
  const platforms = useLobbyData<GamePlatform[]>(apiPaths.lobby.platforms);
  return (
    <footer className={styles.footer}>
      <h2 className={styles.title}>{messages.lobby.badges}</h2>
      <ul className={styles.badges} data-testid="provider-badges">
        {platforms?.map((platform) => (
          <li key={platform.id} className={styles.badge} data-code={platform.code}>
            <span className={styles.mark} style={{ background: `hsl(${hueOf(platform)} 70% 28%)` }} aria-hidden>
              {(platform.code || platform.name).slice(0, 2).toUpperCase()}
            </span>
            {platform.name}
          </li>
        ))}
      </ul>
      <h2 className={styles.title}>{messages.lobby.licences}</h2>
      <div className={styles.licences} data-testid="licences">
        {messages.lobby.licenceSeals.map((caption, index) => (
          <LicenceSeal key={caption} caption={caption} variant={index} />
        ))}
      </div>
      <p className={styles.responsible}>
        <span className={styles.adultMark}>{safePlay.footerAdultMark}</span>
        <a
          href={RESPONSIBLE_PATH}
          className={styles.responsibleLink}
          onClick={openResponsible}
          data-testid="footer-responsible"
        >
          {safePlay.footerLink}
        </a>
        <span>{safePlay.footerNote}</span>
      </p>
    </footer>
  );
}
