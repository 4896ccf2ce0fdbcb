import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { LineIcon } from '../../ui/line-icon';
import { SearchCombobox } from '../../ui/search-combobox';
import styles from './search-overlay.module.css';

/**
 * The /tim-kiem overlay (product.md §2: open by default): the search box with recent
 * searches, trending keywords and suggestions. Server-rendered open, then made modal on
 * hydration (the page behind becomes inert, Esc and the back arrow close it). Full screen on
 * phones, a panel over the dimmed page on wide screens.
 */
export function SearchOverlay({
  open,
  onClose,
  query,
  signedIn,
  trending,
}: {
  open: boolean;
  onClose: () => void;
  query: string;
  signedIn: boolean;
  trending: string[];
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Rendered with `open` on the server (not modal); showModal makes the rest of the page inert.
    if (!dialog.matches(':modal')) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    dialog.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      open
      className={styles.overlay}
      aria-label={t('search.overlay.title')}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(event) => {
        // Only the dimmed area around the panel is the dialog element itself.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      data-testid="search-overlay"
    >
      <div className={styles.sheet}>
        <SearchCombobox
          mode="panel"
          signedIn={signedIn}
          query={query}
          autoFocus
          initialTrending={trending}
          onDone={() => onCloseRef.current()}
          className={styles.combobox}
          leading={
            <button
              type="button"
              className={styles.back}
              onClick={() => onCloseRef.current()}
              aria-label={t('search.overlay.close')}
            >
              <LineIcon size={24} strokeWidth={2}>
                <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
              </LineIcon>
            </button>
          }
        />
      </div>
    </dialog>
  );
}
