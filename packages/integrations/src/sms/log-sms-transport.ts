import type { SmsTransport } from './sms-transport';

/** Development SMS: kept in the outbox table and logged; no SMS gateway is called. */
export function createLogSmsTransport(
  log: (fields: Record<string, unknown>, msg: string) => void,
): SmsTransport {
  return {
    name: 'local-outbox',
    async send(sms) {
      log({ to: sms.to }, 'sms delivered to local outbox');
    },
  };
}
