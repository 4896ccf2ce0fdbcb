/**
 * After a refused submit, the person must see what to fix: the first field in trouble is
 * scrolled into view and focused (not left off-screen with focus on the button), and the error
 * summary at the top of the form lists every problem with a link to its field. One mechanism
 * for every form: useFormErrors calls it whenever it places errors.
 */

/** A field marked invalid, or an error message shown for a group (pictures, lists). */
export const ERROR_SELECTOR = '[aria-invalid="true"], [role="alert"], [data-form-error]';

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea, select, button:not([disabled]), [tabindex]';

export interface ErrorSummaryEntry {
  /** The id of the element to jump to. */
  targetId: string;
  /** "Field label: message", or the message alone when the field has no label. */
  text: string;
}

/** Where to look: the given form, else the open dialog (a modal form), else the page. */
export function errorScope(form: HTMLElement | null, doc: Document = document): ParentNode {
  if (form?.isConnected) return form;
  return doc.querySelector('dialog[open], [role="dialog"]') ?? doc;
}

/** The errors inside `scope`, in page order, skipping the summary itself. */
export function errorElements(scope: ParentNode): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(ERROR_SELECTOR)].filter(
    (el) => !el.closest('[data-error-summary]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The control to focus for an error: the invalid control itself, else one in its field. */
function controlFor(el: HTMLElement): HTMLElement {
  if (el.matches(FOCUSABLE)) return el;
  const field = el.parentElement?.closest<HTMLElement>('fieldset, section, [data-field]') ?? el.parentElement;
  const control = field?.querySelector<HTMLElement>(FOCUSABLE);
  if (control) return control;
  // A message with nothing to focus near it: the message itself takes focus so it is read out.
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  return el;
}

let generated = 0;
const idOf = (el: HTMLElement) => {
  if (!el.id) el.id = `form-error-${++generated}`;
  return el.id;
};

/** Label and message of one error element, read from the page as the person sees it. */
function describe(el: HTMLElement): string {
  const doc = el.ownerDocument;
  if (el.matches('input, textarea, select')) {
    const control = el as HTMLInputElement;
    const label =
      control.labels?.[0]?.textContent?.replace(/\*\s*$/, '').trim() || el.getAttribute('aria-label') || '';
    const message = (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? doc.getElementById(id) : null))
      .filter((node): node is HTMLElement => node !== null && /-error$/.test(node.id))
      .map((node) => node.textContent?.trim())
      .join(' ');
    return [label, message].filter(Boolean).join(': ');
  }
  return el.textContent?.trim() ?? '';
}

/** The summary lines for the errors in `scope` (one per field, page order). */
export function summarizeErrors(scope: ParentNode): ErrorSummaryEntry[] {
  const seen = new Set<string>();
  const out: ErrorSummaryEntry[] = [];
  for (const el of errorElements(scope)) {
    const text = describe(el);
    if (!text || seen.has(text)) continue;
    seen.add(text);
    out.push({ targetId: idOf(controlFor(el)), text });
  }
  return out;
}

/** Scrolls the first error into view and focuses its control. Returns false when there is none. */
export function revealFirstError(scope: ParentNode): boolean {
  const first = errorElements(scope)[0];
  if (!first) return false;
  const control = controlFor(first);
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  control.focus({ preventScroll: true });
  return true;
}
