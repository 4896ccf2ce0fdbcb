/**
 * The closed sets of the admin audit log: what an admin decided and on what. Codes, so the log
 * screen words them in each language (i18n admin.audit.action.*, admin.audit.target.*).
 */
export const ADMIN_AUDIT_ACTIONS = [
  'shop.approve',
  'shop.reject',
  'product.approve',
  'product.reject',
  'refund.approve',
  'refund.reject',
  'refund.complete',
  'voucher.create',
  'voucher.update',
  'voucher.end',
  'voucher.delete',
  'campaign_nomination.approve',
  'campaign_nomination.reject',
  'community_post.remove',
  'community_post.restore',
  'community_post.keep',
  'community_reply.remove',
  'community_reply.restore',
  'community_reply.keep',
  'blook.remove',
  'blook.restore',
  'blook.keep',
  /** Not a decision: an admin read a conversation (complaints); every read leaves a line. */
  'chat_room.read',
  'kol.approve',
  'kol.reject',
  'affiliate_campaign.approve',
  'affiliate_campaign.reject',
  'affiliate_conversion.clear',
  'affiliate_conversion.refuse',
  /** The awards: an edition made or changed, a category added, a nominee added or removed. */
  'award_event.create',
  'award_event.update',
  'award_category.create',
  'award_nominee.create',
  'award_nominee.delete',
  /** Social-organisation feedback: an answer mailed, a status moved by hand. */
  'social_feedback.answer',
  'social_feedback.status',
  /** A landing-page contact message marked read, answered or new. */
  'contact_message.status',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const ADMIN_AUDIT_TARGETS = [
  'shop',
  'product',
  'refund',
  'voucher',
  'campaign_nomination',
  'community_post',
  'community_reply',
  'blook',
  'chat_room',
  'kol',
  'affiliate_campaign',
  'affiliate_conversion',
  'award_event',
  'award_category',
  'award_nominee',
  'social_feedback',
  'contact_message',
] as const;
export type AdminAuditTarget = (typeof ADMIN_AUDIT_TARGETS)[number];
