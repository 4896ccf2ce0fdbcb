import type { NotificationList } from '@cho-dep/core/notifications/notification-categories';

/**
 * The tabs each list shows: "all" and the categories the product produces today (core
 * notification-categories.ts also places cash back, group buying, follows, live and affiliate
 * kinds; their tabs join here when those features write notifications).
 */
export const LIST_TABS: Record<NotificationList, readonly string[]> = {
  commerce: ['all', 'orders', 'refunds', 'shop'],
  social: ['all', 'mentions', 'interactions', 'moderation'],
};

export const LIST_PATH = {
  commerce: '/api/v2/mobile/notifications',
  social: '/community/v1/notification/get-all',
} as const;

export const READ_ALL_PATH = {
  commerce: '/api/v1/mobile/notification-buyer/mask-read-all',
  social: '/community/v1/notification/read-all',
} as const;

export const UNREAD_COUNT_PATH = '/api/v1/mobile/notification-buyer/unread-count';
