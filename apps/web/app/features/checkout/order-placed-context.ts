import { createContext } from 'react';
import type { PlacedCheckout } from './checkout-api';

/**
 * A checkout shown over another page (a live's video) keeps the buyer there: an order with no
 * payment page to visit (cash on delivery) is handed to this instead of opening the result page.
 * Online payments still go to the gateway.
 */
export const OrderPlacedContext = createContext<((placed: PlacedCheckout) => void) | null>(null);
