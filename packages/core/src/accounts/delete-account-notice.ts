import { LIMITS } from '../constants/limits';

/**
 * product.md §4 (Account deletion): the notice shown before and after a deletion request
 * depends on who asks. A seller's request goes through a manual review of their shop
 * (15–20 working days), which also covers any of their own orders still moving, so it wins;
 * otherwise a buyer with orders in transit is told the deletion waits for them; everyone else
 * gets the plain notice.
 */
export type DeleteAccountNoticeKind = 'seller' | 'ordersInTransit' | 'buyer';

export interface DeleteAccountNotice {
  kind: DeleteAccountNoticeKind;
  /** i18n key under the auth namespace. */
  key: `auth.deleteAccount.notice.${DeleteAccountNoticeKind}`;
  params: Record<string, number>;
}

export function deleteAccountNotice(input: {
  isSeller: boolean;
  ordersInTransit: number;
}): DeleteAccountNotice {
  if (input.isSeller) {
    return {
      kind: 'seller',
      key: 'auth.deleteAccount.notice.seller',
      params: {
        min: LIMITS.account.sellerDeletionWorkingDaysMin,
        max: LIMITS.account.sellerDeletionWorkingDaysMax,
      },
    };
  }
  if (input.ordersInTransit > 0) {
    return {
      kind: 'ordersInTransit',
      key: 'auth.deleteAccount.notice.ordersInTransit',
      params: { count: input.ordersInTransit },
    };
  }
  return { kind: 'buyer', key: 'auth.deleteAccount.notice.buyer', params: {} };
}
