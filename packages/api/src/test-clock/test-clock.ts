import type { Config } from '../app/config';

/**
 * A clock browser tests can move forward (TEST_CLOCK=on only; off unless set, so never in
 * production): the e2e server is another process, and a group-buy team's 24 hours, a payment
 * deadline or a refund have to pass within a test. Everything that asks `ctx.now()` (the job
 * runner, the checkout, the pages) sees the shifted time; the database's own clock does not.
 */
export function isTestClockOn(config: Pick<Config, 'TEST_CLOCK'>): boolean {
  return config.TEST_CLOCK === 'on';
}

let offsetMs = 0;

/** Now, shifted by the offset the test set. */
export function testClockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setTestClockOffset(ms: number): void {
  offsetMs = ms;
}
