/** The notification calls the web app makes (query keys start with these paths). */
export const UNREAD_COUNT = '/api/v1/mobile/notification-buyer/unread-count';
export const COMMERCE_LIST = '/api/v2/mobile/notifications';
export const SOCIAL_LIST = '/community/v1/notification/get-all';
