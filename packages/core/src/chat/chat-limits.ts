/**
 * Limits of chat between buyers and shops. product.md does not name them; these follow what
 * Shopee-class chats allow (decision 048): a message is a short conversation turn, not a
 * letter, and a shop answering dozens of buyers needs a handful of saved answers, not hundreds.
 */
export const CHAT_LIMITS = {
  /** Characters in one text message. */
  textMax: 1000,
  /** Messages one user may send per minute, across all rooms (spam and runaway scripts). */
  sendsPerMinute: 30,
  /** Pictures per message: one, like a reply in the community. */
  imagesPerMessage: 1,
  /** Messages a page of history loads when the reader scrolls up. */
  historyPageSize: 30,
  /** Rooms in a page of the room list. */
  roomsPageSize: 20,
  /** A shop's saved quick replies, and the length of one. */
  quickRepliesMax: 20,
  quickReplyMax: 500,
  /** Characters of a search across rooms and messages. */
  searchMax: 100,
  /** The buyer's recent orders shown beside a conversation in the seller centre. */
  recentOrdersShown: 5,
} as const;
