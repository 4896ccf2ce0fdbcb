import type { MailTransport } from './mail-transport';

/**
 * The default transport in development: the mail stays in the outbox table (readable on the
 * admin outbox page) and one log line says it was "sent". Nothing leaves the machine.
 */
export function createLogMailTransport(
  log: (fields: Record<string, unknown>, msg: string) => void,
): MailTransport {
  return {
    name: 'local-outbox',
    async send(mail) {
      log({ to: mail.to, subject: mail.subject }, 'mail delivered to local outbox');
    },
  };
}
