/**
 * A reply deadline as the admin reads it. Deadlines fall on the minute a working day ends
 * (often 00:00); the applicant's screen says "by 24/11" for 25/11 00:00, so the admin sees
 * the last minute before it (24/11 23:59) and both screens name the same day.
 */
export function deadlineShown(iso: string): string {
  return new Date(Date.parse(iso) - 60_000).toISOString();
}
