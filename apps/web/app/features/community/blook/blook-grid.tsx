import type { BlookPageView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { useT } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/empty-state';
import styles from './blook.module.css';
import { BlookCard } from './blook-card';

export interface BlookGridProps {
  /** Only this member's blooks (their wall's blook tab). */
  userId?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** The first page, when the route's loader read it. */
  initial?: BlookPageView;
}

/** Blooks as a grid of cards (the /blook pages, the community's blook tab, a wall's blook tab). */
export function BlookGrid({ initial }: BlookGridProps) {
  const t = useT();
  const items = initial?.items ?? [];
  if (items.length === 0) {
    return <EmptyState title={t('blook.grid.emptyTitle')} description={t('blook.grid.emptyText')} />;
  }
  return (
    <ul className={styles.grid}>
      {items.map((blook, index) => (
        <li key={blook.id}>
          <BlookCard blook={blook} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
