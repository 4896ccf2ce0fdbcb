import type { BannerView } from '@cho-dep/api/storefront/storefront-views';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { LineIcon } from '../../ui/line-icon';
import styles from './banner-carousel.module.css';

const ADVANCE_MS = 5000;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon size={20} strokeWidth={2.4}>
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

/**
 * The home carousel: a CSS scroll-snap row (swipe works before any script), with dots,
 * arrows on wide screens and an automatic advance every few seconds that stops while the
 * pointer or focus is on it, while the tab is hidden, and for people who ask for reduced
 * motion. A fixed aspect ratio keeps the page from moving as pictures load.
 */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [still, setStill] = useState(true);
  const count = banners.length;

  const go = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const target = ((index % count) + count) % count;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left: target * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    },
    [count],
  );

  // Autoplay only after hydration, only if motion is welcome.
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setStill(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (still || hovered || focused || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') go(current + 1);
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [still, hovered, focused, count, current, go]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('storefront.home.banners')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ul ref={track} className={styles.track} onScroll={onScroll}>
        {banners.map((banner, index) => {
          const picture = (
            <>
              <img
                className={styles.image}
                src={banner.imageUrl}
                srcSet={banner.imageSrcSet}
                sizes="(min-width: 1248px) 1200px, 100vw"
                alt=""
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
              <span className={styles.caption}>
                <span className={styles.title}>{banner.title}</span>
                {banner.link && <span className={styles.cta}>{t('storefront.home.bannerCta')}</span>}
              </span>
            </>
          );
          return (
            <li
              key={banner.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('storefront.home.bannerSlide', { index: index + 1, total: count })}
            >
              {banner.link ? (
                <Link to={banner.link} className={styles.link} tabIndex={index === current ? 0 : -1}>
                  {picture}
                </Link>
              ) : (
                <div className={styles.link}>{picture}</div>
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => go(current - 1)}
            aria-label={t('storefront.home.previous')}
          >
            <Arrow direction="left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(current + 1)}
            aria-label={t('storefront.home.next')}
          >
            <Arrow direction="right" />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('storefront.home.bannerSlide', { index: index + 1, total: count })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
