import { useEffect, useState } from 'react';
import { type ExpressItem, recallExpressItem, rememberExpressItem } from './express-item';

/** Which checkout: the cart's selected lines, or one variant bought at once. */
export type CheckoutEntry =
  | { kind: 'cart' }
  /** /thanh-toan?x=true: the express item comes back from session storage after a login. */
  | { kind: 'express-flag' }
  /** /thanh-toan-2?variant=&qty=; null when the address carries no valid item. */
  | { kind: 'express'; item: ExpressItem | null };

/**
 * The express item: from the address (kept in session storage for a login on the way), or
 * read back from storage after the login redirect; 'pending' until it has been read.
 */
export function useExpressEntry(entry: CheckoutEntry): ExpressItem | null | 'pending' {
  const [express, setExpress] = useState<ExpressItem | null | 'pending'>(() =>
    entry.kind === 'express' ? entry.item : entry.kind === 'express-flag' ? 'pending' : null,
  );
  const entryItem = entry.kind === 'express' ? entry.item : null;
  useEffect(() => {
    if (entryItem) rememberExpressItem(entryItem);
    if (entry.kind === 'express-flag') setExpress(recallExpressItem());
  }, [entry.kind, entryItem]);
  return express;
}
