import { normaliseEmail, normalisePhone } from '../verification/verification-target';

/**
 * The login and forgot-password forms take one field that holds an email or a phone number
 * (the original clients call it `email`). It is an email when it contains @; otherwise a
 * phone, normalised to E.164 so "0912 345 678" finds "+84912345678".
 */
export type LoginIdentifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export function parseLoginIdentifier(input: string): LoginIdentifier | undefined {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: normaliseEmail(trimmed) };
  const phone = normalisePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : undefined;
}
