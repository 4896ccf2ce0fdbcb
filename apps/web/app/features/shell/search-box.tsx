import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { Icon } from './icons';
import styles from './site-header.module.css';

/** A GET form to /tim-kiem?q= (works before scripts load); the current query stays in the box. */
export function SearchBox({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      action="/tim-kiem"
      role="search"
      className={[styles.search, className].filter(Boolean).join(' ')}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('shell.search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className={styles.searchInput}
        placeholder={t('shell.search.placeholder')}
        defaultValue={params.get('q') ?? ''}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.searchButton} aria-label={t('shell.search.submit')}>
        <Icon name="search" size={20} />
      </button>
    </Form>
  );
}
