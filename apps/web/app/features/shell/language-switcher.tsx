import { LANGUAGES, type Language } from '@cho-dep/core/locale/locales';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { Icon } from './icons';
import styles from './language-switcher.module.css';
import { switchLanguage } from './locale-cookie';

/** A native select (keyboard and screen readers for free); choosing a language reloads the page in it. */
export function LanguageSwitcher({ language, className }: { language: Language; className?: string }) {
  const t = useT();
  const id = useId();
  return (
    <div className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language.label')}
      </label>
      <span className={styles.icon}>
        <Icon name="globe" size={18} />
      </span>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => switchLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`shell.language.${code}`)}
          </option>
        ))}
      </select>
      <span className={styles.chevron}>
        <Icon name="chevron" size={16} />
      </span>
    </div>
  );
}
