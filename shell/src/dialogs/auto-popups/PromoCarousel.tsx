/**
 * The 2-slide promotion carousel of the promo dialog and the first-time popup: arrows move it,
 * dots show the position (spec §2 popup 8). Swipe duration 500 ms, no autoplay (spec §9).
 */
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { messages } from 'shared-contracts';
import type { Swiper as SwiperInstance } from 'swiper';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import promoFirstCharge from './assets/promo-1.svg';
import promoInvite from './assets/promo-2.svg';
import styles from './PromoCarousel.module.css';

const SLIDES = [promoFirstCharge, promoInvite].map((src, index) => ({ src, alt: messages.promo.slides[index] }));
const SWIPE_DURATION_MS = 500;

export function PromoCarousel({ testId }: { testId: string }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  return (
    <div className={styles.carousel} data-testid={testId}>
      <Swiper
        modules={[Pagination]}
        speed={SWIPE_DURATION_MS}
        pagination={{ clickable: true }}
        onSwiper={setSwiper}
        className={styles.swiper}
      >
        {SLIDES.map((slide) => (
          <SwiperSlide key={slide.src}>
            <img className={styles.image} src={slide.src} alt={slide.alt} draggable={false} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={messages.promo.previous}
        onClick={() => swiper?.slidePrev()}
        data-testid="promo-previous"
      >
        <LeftOutline />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={messages.promo.next}
        onClick={() => swiper?.slideNext()}
        data-testid="promo-next"
      >
        <RightOutline />
      </button>
    </div>
  );
}
