/** The swiper half of the banner carousel: autoplay 3000 ms, 500 ms slides, loop, dots. */
import type { Banner } from 'shared-contracts';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerSlide } from './BannerSlide';
import styles from './BannerCarousel.module.css';

const AUTOPLAY_MS = 3000;
const SWIPE_MS = 500;
const AUTOPLAY = { delay: AUTOPLAY_MS, disableOnInteraction: false };

export default function BannerSwiper({
  banners,
  onOpen,
}: {
  banners: readonly Banner[];
  onOpen(banner: Banner): void;
}) {
  // A player who asked for less motion turns the banners by hand.
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Swiper
      className={styles.swiper}
      modules={[Autoplay, Pagination]}
      autoplay={reducedMotion ? false : AUTOPLAY}
      speed={SWIPE_MS}
      loop={banners.length > 2}
      pagination={{ clickable: true }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} eager={index === 0} onOpen={onOpen} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
