import { describe, expect, it } from 'vitest';
import { deleteAccountNotice } from './delete-account-notice';

describe('deleteAccountNotice', () => {
  it('tells a seller about the 15–20 working days', () => {
    expect(deleteAccountNotice({ isSeller: true, ordersInTransit: 0 })).toEqual({
      kind: 'seller',
      key: 'auth.deleteAccount.notice.seller',
      params: { min: 15, max: 20 },
    });
  });

  it('keeps the seller notice when the seller also has orders in transit', () => {
    expect(deleteAccountNotice({ isSeller: true, ordersInTransit: 3 }).kind).toBe('seller');
  });

  it('tells a buyer with orders in transit how many', () => {
    expect(deleteAccountNotice({ isSeller: false, ordersInTransit: 2 })).toEqual({
      kind: 'ordersInTransit',
      key: 'auth.deleteAccount.notice.ordersInTransit',
      params: { count: 2 },
    });
  });

  it('gives a plain buyer the plain notice', () => {
    expect(deleteAccountNotice({ isSeller: false, ordersInTransit: 0 })).toEqual({
      kind: 'buyer',
      key: 'auth.deleteAccount.notice.buyer',
      params: {},
    });
  });
});
