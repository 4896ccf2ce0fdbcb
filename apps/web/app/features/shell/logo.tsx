import styles from './site-header.module.css';

/** The brand mark (a shopping bag with a heart) and the wordmark. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#E8445A" />
        <path d="M10 12h12l-1 12H11z" fill="#fff" />
        <path d="M13 12v-1.5a3 3 0 0 1 6 0V12" stroke="#fff" strokeWidth="1.8" fill="none" />
        <path d="M16 21.2l-2.6-2.5a1.6 1.6 0 0 1 2.3-2.2l.3.3.3-.3a1.6 1.6 0 0 1 2.3 2.2z" fill="#E8445A" />
      </svg>
      <span className={styles.wordmark}>Chợ Đẹp</span>
    </span>
  );
}
