import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../lib/i18n';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Actions pinned under the scrolling body. */
  footer?: ReactNode;
  size?: 'md' | 'wide';
  /** Element to focus first (defaults to the first focusable one inside). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}

/**
 * An accessible dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert (so Tab stays inside), puts it in the top layer with a backdrop, and Esc fires
 * `cancel`, which we route to onClose so the parent's state stays the truth. A click on the
 * backdrop also closes it; focus returns to what had it before. On phones it is a bottom sheet.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
}: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, size === 'wide' && styles.wide].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(event) => {
        // The dialog element itself only receives clicks on its backdrop area.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => onCloseRef.current()}
          aria-label={t('common.close')}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.body}>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
