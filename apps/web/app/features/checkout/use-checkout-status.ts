import { useQuery, useQueryClient } from '../../lib/query-cache';
import { fetchCheckoutStatus, STATUS_PATH } from './checkout-api';
import { type PaymentReturn, shouldPoll } from './result-polling';

/** How often, and how many times, the page asks again while the gateway's notice is on its way. */
const POLL_MS = 2000;
const POLL_TIMES = 15;

/**
 * The state of a checkout as the result page shows it. Coming back from the gateway the state
 * may lag the payment by a moment (only the provider's IPN changes it), so it is asked again
 * every POLL_MS, up to POLL_TIMES times after the first answer. A failed read keeps the last
 * state on screen.
 */
export function useCheckoutStatus(checkoutId: string, token: string | null, paymentReturn: PaymentReturn) {
  const queryKey = [STATUS_PATH, { checkoutId, token }];
  const query = useQuery({
    queryKey,
    queryFn: () => fetchCheckoutStatus(checkoutId, token),
    refetchInterval: ({ state }) =>
      state.data && shouldPoll(state.data, paymentReturn, state.dataUpdateCount - 1, POLL_TIMES)
        ? POLL_MS
        : false,
  });
  const answers = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const status = query.data ?? null;
  const polling = status !== null && shouldPoll(status, paymentReturn, answers - 1, POLL_TIMES);
  return { status, failure: query.error, polling, reload: () => void query.refetch() };
}
