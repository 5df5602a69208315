/** The foot of home (spec §1): game business badges and licence images, loaded after the first paint. */
import { apiPaths, messages, type GamePlatform } from 'shared-contracts';
import { useFetched } from '../../../shared/use-fetched';
import { LicenceSeal } from './LicenceSeal';
import styles from './HomeFooter.module.css';

/** A stable colour per provider, so its chip looks the same on every visit; 28 % lightness keeps its white letters at 4.5:1 for every hue. */
function hueOf(platform: GamePlatform): number {
  return (platform.id * 47) % 360;
}

export default function HomeFooter() {
  const platforms = useFetched<GamePlatform[]>(apiPaths.lobby.platforms);
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
    </footer>
  );
}
