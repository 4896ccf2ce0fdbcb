import type { Budget, Charge } from '../accounts/throttle-policy';

/**
 * How often one browser and one address may send tracking sessions. A browser sends a body
 * every ten minutes, when a session ends and when it comes back with unsent ones, so 30 a
 * minute per device is far above honest use. The address budget is wide because many phones
 * share one carrier address (CGNAT) in Vietnam; it stops a single machine flooding the table.
 */
export const TRACKING_BUDGETS = {
  device: { name: 'tracking:device', limit: 30, windowSeconds: 60 },
  ip: { name: 'tracking:ip', limit: 6000, windowSeconds: 60 },
} as const satisfies Record<string, Budget>;

/** The counters one tracking body is charged to: its address, and its device when it names one. */
export function trackingCharges(who: { ip: string; deviceId?: string }): Charge[] {
  const charges: Charge[] = [{ budget: TRACKING_BUDGETS.ip, subject: who.ip }];
  if (who.deviceId) charges.push({ budget: TRACKING_BUDGETS.device, subject: who.deviceId });
  return charges;
}
