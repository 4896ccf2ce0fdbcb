import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import styles from './home-hero.module.css';
import type { HomeProduct } from './home-types';

const PERKS = ['verified', 'payment', 'community'] as const;

function Check() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The banner area: the promise, two ways in, and a collage of real products when there are some. */
export function HomeHero({ showcase }: { showcase: HomeProduct[] }) {
  const t = useT();
  const tiles = showcase.filter((product) => product.imageUrl).slice(0, 4);
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.text}>
        <span className={styles.kicker}>{t('shell.home.heroKicker')}</span>
        <h1 id="home-hero-title" className={styles.title}>
          {t('shell.home.heroTitle')}
        </h1>
        <p className={styles.body}>{t('shell.home.heroBody')}</p>
        <div className={styles.actions}>
          <Link to="/danh-muc" className={`${buttonClassName()} ${styles.primary}`}>
            {t('shell.home.heroCta')}
          </Link>
          <Link to="/cong-dong" className={`${buttonClassName({ variant: 'secondary' })} ${styles.ghost}`}>
            {t('shell.home.heroSecondary')}
          </Link>
        </div>
        <ul className={styles.perks}>
          {PERKS.map((perk) => (
            <li key={perk}>
              <Check />
              {t(`shell.home.perks.${perk}`)}
            </li>
          ))}
        </ul>
      </div>
      {tiles.length < 4 && (
        <div className={styles.decor} aria-hidden="true">
          <svg viewBox="0 0 200 200" width="240" height="240">
            <circle cx="100" cy="100" r="96" fill="rgb(255 255 255 / 0.14)" />
            <circle cx="100" cy="100" r="70" fill="rgb(255 255 255 / 0.16)" />
            <path d="M62 80h76l-6 74H68z" fill="#fff" />
            <path
              d="M82 80v-8a18 18 0 0 1 36 0v8"
              stroke="#fff"
              strokeWidth="8"
              fill="none"
              strokeLinecap="round"
            />
            <path
              d="M100 136l-15-14.5a9.5 9.5 0 0 1 13.4-13.4l1.6 1.6 1.6-1.6a9.5 9.5 0 0 1 13.4 13.4z"
              fill="#E8445A"
            />
          </svg>
        </div>
      )}
      {tiles.length === 4 && (
        <div className={styles.collage} aria-hidden="true">
          {/* Low priority: the banner above is what a phone shows first. */}
          {tiles.map((product) => (
            <div key={product.id} className={styles.tile}>
              <img src={product.imageUrl ?? undefined} alt="" loading="eager" fetchPriority="low" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
