import { describe, expect, it } from 'vitest';
import { emailTypeOf } from '../notifications/email-notifications';
import { notificationCategory } from '../notifications/notification-categories';

describe("group buying's notifications", () => {
  it('sit in the group-buying tab and go out by e-mail too', () => {
    for (const kind of ['group_buying.joined', 'group_buying.filled', 'group_buying.failed']) {
      expect(notificationCategory(kind)).toBe('group_buying');
      expect(emailTypeOf(kind)).toBe('group_buying');
    }
  });

  it("mail the seller a team's orders as new paid orders when it fills, not per seat", () => {
    expect(emailTypeOf('seller_order.team_filled')).toBe('seller_new_order');
    expect(emailTypeOf('seller_order.team_payment_held')).toBeNull();
  });
});
