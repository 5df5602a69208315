/**
 * The banner carousel (spec §1, §9). The first banner paints as a plain picture at once; swiper
 * arrives in its own chunk and takes over, so the largest paint never waits for the carousel code.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { apiPaths, type Banner } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { useLobbyData } from '../../../shared/use-lobby-data';
import { BannerSlide } from './BannerSlide';
import styles from './BannerCarousel.module.css';

const BannerSwiper = lazy(() => import('./BannerSwiper'));

/** True once the browser is idle after `ready`: the first picture paints before swiper's code competes for network and CPU. */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 300);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }, [ready]);
  return idle;
}

/** `onShown`: the first banner's picture is painted, or there is no banner: the home page's first screen is complete. */
export function BannerCarousel({ onShown }: { onShown?(): void }) {
  const banners = useLobbyData<Banner[]>(apiPaths.banner);
  const open = useCallback((banner: Banner) => {
    const host = getHost();
    if (!host.requireLogin()) return;
    host.navigate(`/activityDetail?activity_type=${banner.activity_type}`);
  }, []);

  const first = banners?.[0];
  const swiperWanted = useIdleAfter(first !== undefined);
  const still = first && <BannerSlide banner={first} eager onOpen={open} onSettled={onShown} />;
  const none = banners?.length === 0;
  useEffect(() => {
    if (none) onShown?.();
  }, [none, onShown]);

  return (
    <div className={styles.carousel} data-testid="banner-carousel">
      {banners && first && !swiperWanted && still}
      {banners && first && swiperWanted && (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} onOpen={open} />
        </Suspense>
      )}
    </div>
  );
}
