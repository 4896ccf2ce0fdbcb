import { useCallback, useEffect, useRef, useState } from 'react';
import { errorScope, revealFirstError } from './form-error-focus';

/**
 * For a form that keeps its own errors (not through useFormErrors): call `refused()` when a
 * submit is turned down; once its messages are rendered, the first is scrolled into view and
 * its field focused, inside `ref` (the form) or else the open dialog.
 */
export function useRevealErrors<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) revealFirstError(errorScope(ref.current));
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { ref, refused };
}
