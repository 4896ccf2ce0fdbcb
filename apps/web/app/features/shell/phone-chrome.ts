import { useMatches } from 'react-router';

/** The step of the buying path a focused page stands for (cart, checkout, order placed). */
export type BuyingStep = 'cart' | 'checkout' | 'done';

/**
 * What frames a page on a phone. 'full': the search header, the footer and the bottom
 * navigation. 'focused' (checkout): a bar with back, the title and the buying steps instead,
 * nothing else to wander off to. 'buy-bar' (product page): the page's own buy bar takes the
 * bottom navigation's place. Wide screens always get the full frame.
 */
export type PhoneChrome =
  | { kind: 'full' }
  | { kind: 'focused'; titleKey: string; step: BuyingStep; backTo: string }
  | { kind: 'buy-bar' };

/** A route module's `handle` may name its phone chrome: `export const handle = { phoneChrome }`. */
export interface PhoneChromeHandle {
  phoneChrome?: PhoneChrome;
}

/** The chrome of the deepest route that names one; the full frame otherwise. */
export function usePhoneChrome(): PhoneChrome {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const chrome = (matches[i]?.handle as PhoneChromeHandle | undefined)?.phoneChrome;
    if (chrome) return chrome;
  }
  return { kind: 'full' };
}
