import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type ErrorSummaryEntry, errorScope, revealFirstError, summarizeErrors } from '../form-error-focus';

/**
 * The summary on top of a refused form (<FormErrorSummary errors={...} />) for a form whose
 * errors live in react-hook-form: call `refused()` whenever a submit is turned down; once its
 * messages are on the page, every problem is listed and the first one is scrolled into view and
 * focused, inside `formRef` (attach it to the <form>). The list stays while `open` (some message
 * is still shown) and goes once every message has been dealt with.
 */
export function useErrorSummary(open: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  const [summary, setSummary] = useState<ErrorSummaryEntry[]>([]);
  // Before the browser paints: the messages and their summary appear together. A refusal found
  // after an awaited check (react-hook-form's resolver) is not flushed with the click, so a
  // plain effect would show the summary a frame after the messages.
  useLayoutEffect(() => {
    if (refusals === 0) return;
    const scope = errorScope(formRef.current);
    setSummary(summarizeErrors(scope));
    revealFirstError(scope);
  }, [refusals]);
  const refused = useCallback(() => setRefusals((n) => n + 1), []);
  return { formRef, refused, summary: open ? summary : [] };
}
