import type { Budget, Charge } from '../accounts/throttle-policy';
import { LIMITS } from '../constants/limits';

const HOUR = 60 * 60;
const F = LIMITS.socialFeedback;
const C = LIMITS.contact;

/**
 * The public forms anyone may send (feedback, contact, their picture uploads): counted per IP
 * address and per device (the `From` header), each over an hour. An IP budget wide enough for
 * an office behind one address; a device budget for one person sending again and again.
 */
const BUDGETS = {
  socialFeedback: {
    ip: { name: 'social-feedback:ip', limit: F.sendsPerIpPerHour, windowSeconds: HOUR },
    device: { name: 'social-feedback:device', limit: F.sendsPerDevicePerHour, windowSeconds: HOUR },
  },
  /** Pictures: each feedback carries up to five, so five times the sends. */
  socialFeedbackMedia: {
    ip: { name: 'social-feedback-media:ip', limit: F.sendsPerIpPerHour * F.imagesMax, windowSeconds: HOUR },
    device: {
      name: 'social-feedback-media:device',
      limit: F.sendsPerDevicePerHour * F.imagesMax,
      windowSeconds: HOUR,
    },
  },
  contact: {
    ip: { name: 'contact:ip', limit: C.sendsPerIpPerHour, windowSeconds: HOUR },
    device: { name: 'contact:device', limit: C.sendsPerDevicePerHour, windowSeconds: HOUR },
  },
} as const satisfies Record<string, { ip: Budget; device: Budget }>;

export type OutreachForm = keyof typeof BUDGETS;

/** The counters one send is charged to: its IP, and its device when it names one. */
export function outreachCharges(form: OutreachForm, who: { ip: string; deviceId?: string }): Charge[] {
  const budgets = BUDGETS[form];
  const charges: Charge[] = [{ budget: budgets.ip, subject: who.ip }];
  if (who.deviceId) charges.push({ budget: budgets.device, subject: who.deviceId });
  return charges;
}
