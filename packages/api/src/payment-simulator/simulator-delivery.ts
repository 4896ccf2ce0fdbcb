import type { Logger } from 'pino';
import type { SentNotification } from './simulator-sessions';

export interface DeliveryResult {
  /** The merchant's HTTP status, or null when the request did not get an answer. */
  status: number | null;
  body: string;
}

/** MoMo allows 15 s for an IPN answer; the simulator holds every provider to that. */
const TIMEOUT_MS = 15_000;

/**
 * Sends a notification server to server, as the gateway would. A failure is logged and
 * reported, never thrown: the buyer is redirected whatever the merchant answered, exactly
 * as with a real gateway.
 */
export async function deliverNotification(
  fetchImpl: typeof fetch,
  notification: SentNotification,
  logger: Logger,
): Promise<DeliveryResult> {
  try {
    const response = await fetchImpl(notification.url, {
      method: notification.method,
      headers: notification.contentType ? { 'content-type': notification.contentType } : {},
      body: notification.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    logger.info(
      { url: notification.url, method: notification.method, status: response.status },
      'payment simulator notified merchant',
    );
    return { status: response.status, body };
  } catch (error) {
    logger.warn({ err: error, url: notification.url }, 'payment simulator could not notify merchant');
    return { status: null, body: error instanceof Error ? error.message : String(error) };
  }
}
