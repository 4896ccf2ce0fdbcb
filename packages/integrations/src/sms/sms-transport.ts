export interface OutgoingSms {
  /** E.164 phone number, for example +84912345678. */
  to: string;
  text: string;
}

/** Delivers one SMS; like mail, only the outbox dispatcher calls it. */
export interface SmsTransport {
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}
