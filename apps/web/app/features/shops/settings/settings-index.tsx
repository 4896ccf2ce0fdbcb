import type { ShopSettings } from '@cho-dep/api/shops/settings/shop-settings-schemas';
import { SHOP_COUNTRIES, type ShopCountry } from '@cho-dep/core/catalog/catalog-states';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SelectField } from '../../../ui/select-field';
import { useToast } from '../../../ui/toast';
import { saveSection } from './settings-api';
import { SETTINGS_HREF } from './settings-head';
import styles from './shop-settings.module.css';

const PAGES = [
  { key: 'info', href: `${SETTINGS_HREF}/thong-tin-cua-hang` },
  { key: 'shipping', href: `${SETTINGS_HREF}/van-chuyen` },
  { key: 'returnPolicy', href: `${SETTINGS_HREF}/chinh-sach-hoan-tra-hang` },
  { key: 'payment', href: `${SETTINGS_HREF}/thanh-toan` },
] as const;

/**
 * /ban-hang/cai-dat: the settings sub-pages, pause mode (a switch, after a confirmation) and
 * the selling country. The affiliate switch
 * (product.md §8) stays hidden until the affiliate programme is built.
 */
export function SettingsIndex({ initial }: { initial: ShopSettings }) {
  const t = useT();
  const toast = useToast();
  const [settings, setSettings] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [country, setCountry] = useState<ShopCountry>(initial.country);
  const [countryBusy, setCountryBusy] = useState(false);
  const [countryError, setCountryError] = useState<string | null>(null);

  async function saveCountry() {
    setCountryBusy(true);
    setCountryError(null);
    try {
      setSettings(await saveSection('country', { country }));
      toast.show(t('shopSettings.country.done'), 'success');
    } catch (failure) {
      setCountryError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    } finally {
      setCountryBusy(false);
    }
  }

  const paused = settings.paused;
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('shopSettings.meta.index')}</h1>
      <p className={styles.intro}>{t('shopSettings.index.intro')}</p>
      <ul className={styles.links}>
        {PAGES.map((page) => (
          <li key={page.key}>
            <Link to={page.href} className={styles.link}>
              <span>
                <span className={styles.linkTitle}>{t(`shopSettings.menu.${page.key}`)}</span>
                <br />
                <span className={styles.hint}>{t(`shopSettings.index.${page.key}`)}</span>
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
      <section className={styles.panel} aria-labelledby="pause-title">
        <div className={styles.switchRow}>
          <div>
            <h2 id="pause-title" className={styles.sectionTitle}>
              {t('shopSettings.pause.title')}
            </h2>
            <p className={styles.hint}>{paused ? t('shopSettings.pause.on') : t('shopSettings.pause.off')}</p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={paused}
            aria-label={t('shopSettings.pause.switchLabel')}
            className={styles.switch}
            onClick={() => setConfirming(true)}
          />
        </div>
        {paused && <Alert tone="info">{t('shopSettings.pause.on')}</Alert>}
      </section>
      <section className={styles.panel} aria-labelledby="country-title">
        <h2 id="country-title" className={styles.sectionTitle}>
          {t('shopSettings.country.title')}
        </h2>
        <p className={styles.hint}>{t('shopSettings.country.hint')}</p>
        {countryError && <Alert>{countryError}</Alert>}
        <div className={styles.row}>
          <SelectField
            label={t('shopSettings.country.label')}
            value={country}
            options={SHOP_COUNTRIES.map((code) => ({ value: code, label: t(`catalog.country.${code}`) }))}
            onChange={(event) => setCountry(event.target.value as ShopCountry)}
          />
          <Button
            variant="secondary"
            loading={countryBusy}
            disabled={country === settings.country}
            onClick={() => void saveCountry()}
          >
            {t('shopSettings.country.save')}
          </Button>
        </div>
      </section>
      {confirming && (
        <ConfirmDialog
          tone={paused ? 'primary' : 'danger'}
          title={t(paused ? 'shopSettings.pause.confirmOffTitle' : 'shopSettings.pause.confirmOnTitle')}
          body={t(paused ? 'shopSettings.pause.confirmOffBody' : 'shopSettings.pause.confirmOnBody')}
          confirmLabel={t('shopSettings.confirm.confirm')}
          cancelLabel={t('shopSettings.confirm.cancel')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            setSettings(await saveSection('pause', { paused: !paused }));
            setConfirming(false);
            toast.show(t(paused ? 'shopSettings.pause.doneOff' : 'shopSettings.pause.doneOn'), 'success');
          }}
        />
      )}
    </div>
  );
}
