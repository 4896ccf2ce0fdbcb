import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComposeExtras, ComposeValues } from './compose-types';
import { hasContent, type PostDraft, parseDraft } from './post-draft';

const KEY = STORAGE_KEYS.postDraft;

function readDraft(): PostDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

function writeDraft(values: ComposeValues, extras: ComposeExtras): void {
  try {
    if (hasContent(values)) {
      const draft: PostDraft = { v: 1, values, extras };
      window.localStorage.setItem(KEY, JSON.stringify(draft));
    } else window.localStorage.removeItem(KEY);
  } catch {
    // A full or blocked storage only costs the draft; the post itself is unaffected.
  }
}

/** Forgets the kept draft (after publishing, or when the writer discards it). */
export function clearPostDraft(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * Keeps a new post's draft in this browser while it is written, and gives it back after a
 * reload: `restore` runs once after hydration with what was kept (the server never sees a
 * draft, so the page renders empty first). Edits of a published post are not kept.
 */
export function usePostDraft({
  enabled,
  values,
  extras,
  restore,
}: {
  enabled: boolean;
  values: ComposeValues;
  extras: ComposeExtras;
  restore: (draft: PostDraft) => void;
}) {
  const [restored, setRestored] = useState(false);
  // Set once the kept draft is back in the form, so the empty first render never overwrites it.
  const [ready, setReady] = useState(false);
  const stopped = useRef(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    if (!enabled) return;
    const draft = readDraft();
    if (draft) {
      restoreRef.current(draft);
      setRestored(true);
    }
    setReady(true);
  }, [enabled]);

  const snapshot = JSON.stringify([values, extras]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot stands for values and extras.
  useEffect(() => {
    if (!enabled || !ready) return;
    const timer = setTimeout(() => {
      if (!stopped.current) writeDraft(values, extras);
    }, 300);
    return () => clearTimeout(timer);
  }, [enabled, ready, snapshot]);

  const discard = useCallback(() => {
    clearPostDraft();
    setRestored(false);
  }, []);

  /** No more writes: the post was published and its draft is gone. */
  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  return { restored, discard, stop };
}
