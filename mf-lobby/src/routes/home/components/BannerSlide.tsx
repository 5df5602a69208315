/** One banner picture; a tap opens its activity (login first, spec §5). */
import { messages, type Banner } from 'shared-contracts';
import styles from './BannerCarousel.module.css';

/** The seeded pictures are 750×300; the box keeps that ratio so nothing shifts when they arrive. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

interface BannerSlideProps {
  banner: Banner;
  /** Only the first picture is the page's largest paint; the others may wait. */
  eager: boolean;
  onOpen(banner: Banner): void;
  /** The picture has loaded (or failed to): it is on screen as it will stay. */
  onSettled?(): void;
}

export function BannerSlide({ banner, eager, onOpen, onSettled }: BannerSlideProps) {
  return (
    <button
      type="button"
      className={styles.slide}
      onClick={() => onOpen(banner)}
      data-activity-type={banner.activity_type}
    >
      <img
        className={styles.image}
        src={banner.cover_images}
        alt={messages.lobby.bannerAlt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        draggable={false}
        onLoad={onSettled}
        onError={onSettled}
      />
    </button>
  );
}
