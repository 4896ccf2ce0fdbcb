import type { Language } from '@cho-dep/core/locale/locales';
import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { useEffect, useState } from 'react';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { switchLanguage } from './locale-cookie';

const PENDING = 'pending';
const SHOWN = 'shown';

/**
 * product.md §4, Region popup: on the first visit of a session the visitor's country is
 * looked up; outside Vietnam the interface switches to Korean (cookie, then reload) and a
 * notice explains it, once per session. A failed lookup changes nothing.
 */
export function RegionPopup({ language }: { language: Language }) {
  const t = useT();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const storage = window.sessionStorage;
    if (storage.getItem(STORAGE_KEYS.regionNotice) === PENDING) {
      storage.setItem(STORAGE_KEYS.regionNotice, SHOWN);
      setOpen(true);
      return;
    }
    if (storage.getItem(STORAGE_KEYS.regionChecked)) return;
    storage.setItem(STORAGE_KEYS.regionChecked, '1');
    call(client.GET('/api/v1/public/get-ip-country'))
      .then((answer) => {
        const code = answer.data.country_code?.toUpperCase();
        if (!code || code === 'VN' || language === 'ko') return;
        if (storage.getItem(STORAGE_KEYS.regionNotice) === SHOWN) return;
        storage.setItem(STORAGE_KEYS.regionNotice, PENDING);
        switchLanguage('ko');
      })
      .catch(() => {
        // Silent by design: without a country the visitor keeps the current language.
      });
  }, [language]);

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('shell.region.title')}
      footer={
        <Button onClick={() => setOpen(false)} data-autofocus>
          {t('shell.region.ok')}
        </Button>
      }
    >
      <p>{t('shell.region.body')}</p>
    </Modal>
  );
}
