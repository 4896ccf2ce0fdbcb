import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { categoryHref } from './category-links';
import styles from './storefront.module.css';
import type { CategoryRef } from './storefront-types';

/**
 * The sub-category chips: "All" (the top-level category) then each sub-category. The row
 * scrolls sideways on phones, so the current chip is brought into view once the page runs.
 */
export function CategoryChips({
  top,
  chips,
  current,
}: {
  top: CategoryRef;
  chips: CategoryRef[];
  current: string;
}) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    // Scroll the row only (scrollIntoView would also move the page).
    row.scrollLeft = active.offsetLeft - row.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, []);
  return (
    <nav aria-label={t('storefront.category.chipsLabel')}>
      <ul ref={list} className={styles.chips}>
        {[{ id: top.id, name: t('storefront.category.all') }, ...chips].map((chip) => {
          const isCurrent = chip.id === current;
          return (
            <li key={chip.id}>
              <Link
                to={categoryHref(chip.id)}
                className={[styles.chip, isCurrent && styles.chipCurrent].filter(Boolean).join(' ')}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
