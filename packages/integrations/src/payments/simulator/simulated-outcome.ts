/** What the buyer does on a simulated gateway page: pay, cancel, or fail (e.g. not enough money). */
export type SimulatedOutcome = 'paid' | 'cancelled' | 'failed';

export function isSimulatedOutcome(value: unknown): value is SimulatedOutcome {
  return value === 'paid' || value === 'cancelled' || value === 'failed';
}

/** Adds a query string to a URL that may already have one. */
export function withQuery(url: string, query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
