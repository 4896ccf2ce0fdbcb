import type { Language } from '@cho-dep/core/locale/locales';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { Icon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import styles from './site-footer.module.css';

const HELP_SLUGS = [
  'mua-hang',
  'thanh-toan',
  'van-chuyen',
  'tra-hang-hoan-tien',
  'doi-tra-san-pham',
] as const;
const POLICY_SLUGS = [
  'bao-ve-du-lieu-ca-nhan',
  'bieu-phi-dich-vu',
  'van-chuyen',
  'quy-che-hoat-dong',
  'doi-tra-hoan-tien',
  'bao-hanh',
  'giai-quyet-khieu-nai',
] as const;

export function SiteFooter({ language, year }: { language: Language; year: number }) {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {t('shell.footer.about')}
          </h2>
          <Logo />
          <p>{t('shell.footer.aboutBody')}</p>
          <Link className={styles.link} to="/seller">
            {t('shell.footer.sell')}
          </Link>
          <Link className={styles.link} to="/tiep-thi-lien-ket">
            {t('shell.footer.affiliate')}
          </Link>
          <Link className={styles.link} to="/gioi-thieu" data-testid="footer-about">
            {t('shell.footer.aboutLink')}
          </Link>
          <Link className={styles.link} to="/phan-anh-to-chuc-xa-hoi">
            {t('shell.footer.socialFeedback')}
          </Link>
        </section>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('shell.footer.help')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to="/tra-cuu-don-hang" data-testid="footer-order-lookup">
                {t('shell.footer.orderLookup')}
              </Link>
            </li>
            {HELP_SLUGS.map((slug) => (
              <li key={slug}>
                <Link className={styles.link} to={`/huong-dan/${slug}`}>
                  {t(`shell.footer.helpLinks.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            {t('shell.footer.policies')}
          </h2>
          <ul className={styles.links}>
            {POLICY_SLUGS.map((slug) => (
              <li key={slug}>
                <Link className={styles.link} to={`/chinh-sach/${slug}`}>
                  {t(`shell.footer.policyLinks.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.download} aria-labelledby="footer-download">
          <h2 id="footer-download" className={styles.heading}>
            {t('shell.footer.download')}
          </h2>
          <p>{t('shell.footer.downloadBody')}</p>
          <Link to="/download" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            <Icon name="download" size={18} />
            {t('shell.footer.downloadCta')}
          </Link>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('shell.footer.copyright', { year })}</p>
        <LanguageSwitcher language={language} />
      </div>
    </footer>
  );
}
