import { describe, expect, it } from 'vitest';
import { TRACKING_BUDGETS, trackingCharges } from './tracking-throttle';

describe('tracking throttle', () => {
  it('charges the address, and the device when the request names one', () => {
    expect(trackingCharges({ ip: '203.0.113.7' })).toEqual([
      { budget: TRACKING_BUDGETS.ip, subject: '203.0.113.7' },
    ]);
    expect(trackingCharges({ ip: '203.0.113.7', deviceId: 'web-abc' }).map((c) => c.subject)).toEqual([
      '203.0.113.7',
      'web-abc',
    ]);
  });

  it('lets a device send far more often than a browser does (every 10 minutes) but not flood', () => {
    expect(TRACKING_BUDGETS.device.limit).toBeGreaterThanOrEqual(10);
    expect(TRACKING_BUDGETS.device.limit).toBeLessThan(TRACKING_BUDGETS.ip.limit);
  });
});
