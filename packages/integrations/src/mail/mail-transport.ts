export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Delivers one mail. The product never calls a transport directly: it writes to the outbox
 * table in the same transaction as the change that causes the mail, and the outbox
 * dispatcher hands it to the transport (SMTP when configured, otherwise the local log).
 */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}
