import { describe, expect, it } from 'vitest';
import { outreachCharges } from './outreach-throttle';

describe('public form budgets', () => {
  it('charges the IP always and the device when one is named', () => {
    expect(outreachCharges('contact', { ip: '1.2.3.4' }).map((c) => c.budget.name)).toEqual(['contact:ip']);
    const both = outreachCharges('socialFeedback', { ip: '1.2.3.4', deviceId: 'phone-1' });
    expect(both.map((c) => `${c.budget.name}=${c.subject}`)).toEqual([
      'social-feedback:ip=1.2.3.4',
      'social-feedback:device=phone-1',
    ]);
  });

  it('lets a device upload a full set of pictures for every feedback it may send', () => {
    const sends = outreachCharges('socialFeedback', { ip: 'x', deviceId: 'd' })[1]?.budget.limit ?? 0;
    const pictures = outreachCharges('socialFeedbackMedia', { ip: 'x', deviceId: 'd' })[1]?.budget.limit ?? 0;
    expect(pictures).toBe(sends * 5);
  });
});
