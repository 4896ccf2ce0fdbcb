import type { Language } from '@cho-dep/core/locale/locales';
import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { lazy, Suspense, useEffect, useState } from 'react';
import { switchLanguage } from './locale-cookie';

// The notice shows to few visitors (outside Vietnam, once per session): its dialog loads then.
const RegionNotice = lazy(() => import('./region-notice').then((m) => ({ default: m.RegionNotice })));

const PENDING = 'pending';
const SHOWN = 'shown';

/**
 * product.md §4, Region popup: on the first visit of a session the visitor's country is
 * looked up; outside Vietnam the interface switches to Korean (cookie, then reload) and a
 * notice explains it, once per session. A failed lookup changes nothing.
 */
export function RegionPopup({ language }: { language: Language }) {
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
    // The typed client loads with this one question, after the page is shown.
    import('../../lib/api-fetch')
      .then(({ call, client }) => call(client.GET('/api/v1/public/get-ip-country')))
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

  return open ? (
    <Suspense fallback={null}>
      <RegionNotice onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
