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

export default function BannerSwiper({ banners, onOpen }: { banners: readonly Banner[]; onOpen(banner: Banner): void }) {
  return (
    <Swiper
      className={styles.swiper}
      modules={[Autoplay, Pagination]}
      autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false }}
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
