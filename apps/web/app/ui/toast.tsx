import { UI_LIMITS } from '@cho-dep/core/constants/ui-limits';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import styles from './toast.module.css';
import { withToast } from './toast-queue';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  /**
   * Shows a message (already translated); it closes itself after UI_LIMITS.toastAutoCloseMs
   * (product.md §9), at most UI_LIMITS.toastsShownMax stay on screen, and it belongs to the
   * page it was shown on: going to another page closes it.
   */
  show: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** A message for the page the app is about to open ("Đã đăng bài viết" on the new post). */
let nextPageToast: { message: string; tone: ToastTone } | null = null;

/**
 * Shows a message on the next page instead of this one: call it just before navigating. The
 * page being left may be in another layout whose toasts go with it.
 */
export function showOnNextPage(message: string, tone: ToastTone = 'info'): void {
  nextPageToast = { message, tone };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    const id = nextId.current++;
    setItems((list) => withToast(list, { id, message, tone }, UI_LIMITS.toastsShownMax));
  }, []);
  // A message is about the page it was shown on; on the next page it would only cover things.
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    const newPage = shownOn.current !== pathname;
    shownOn.current = pathname;
    const carried = nextPageToast;
    nextPageToast = null;
    if (carried) setItems([{ id: nextId.current++, ...carried }]);
    else if (newPage) setItems([]);
  }, [pathname]);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region exists before any toast so screen readers announce new ones. */}
      <div className={styles.region} role="status" aria-live="polite">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), UI_LIMITS.toastAutoCloseMs);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss]);
  return (
    <div className={`${styles.toast} ${styles[item.tone]}`} data-testid="toast">
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(item.id)}
        aria-label={t('common.close')}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
