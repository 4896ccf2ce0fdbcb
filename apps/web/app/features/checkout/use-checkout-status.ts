import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchCheckoutStatus, STATUS_PATH } from './checkout-api';
import { type PaymentReturn, shouldPoll } from './result-polling';

/** How often, and how many times, the page asks again while the gateway's notice is on its way. */
const POLL_MS = 2000;
const POLL_TIMES = 15;

/**
 * The state of a checkout as the result page shows it. Coming back from the gateway the state
 * may lag the payment by a moment (only the provider's IPN changes it), so it is asked again.
 * A failed read keeps the last state on screen.
 */
export function useCheckoutStatus(checkoutId: string, token: string | null, paymentReturn: PaymentReturn) {
  const query = useQuery({
    queryKey: [STATUS_PATH, { checkoutId, token }],
    queryFn: () => fetchCheckoutStatus(checkoutId, token),
  });
  const status = query.data ?? null;
  const [polls, setPolls] = useState(0);
  const polling = status !== null && shouldPoll(status, paymentReturn, polls, POLL_TIMES);
  const { refetch } = query;
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void refetch();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, refetch]);

  return { status, failure: query.error, polling, reload: () => void refetch() };
}
