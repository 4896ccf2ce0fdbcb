/**
 * Live shopping (decision 063): the words of its screens, its validation messages
 * (spread into `validation.live`) and its notifications (`notifications.live.*`).
 */
export const live = {
  title: 'Live',
  onAir: 'Live now',
  upcoming: 'Upcoming',
  replay: 'Replay',
  ended: 'This live has ended',
  replayGone: 'The replay of this live is no longer available',
  cancelled: 'Cancelled',
  viewers_one: '{{count}} viewer',
  viewers_other: '{{count}} viewers',
  peak_one: 'Peak {{count}} viewer',
  peak_other: 'Peak {{count}} viewers',
  pinned: 'Pinned',
  livePrice: 'Live price',
  livePriceEndsIn: 'Live price ends in {{time}}',
  stockLeft_one: '{{count}} left',
  stockLeft_other: '{{count}} left',
  chatPlaceholder: 'Say something...',
  muted: 'The seller turned off your comments for this live',
  messageDeleted: 'Comment deleted',
  chapters: 'Products in this live',
  tapToUnmute: 'Tap to unmute',
  streamKeyOnce: 'The stream key is shown only once. Save it now.',
  chat: {
    title: 'Chat',
    empty: 'No comments yet. Be the first!',
    send: 'Send',
    signIn: 'Sign in to chat',
    tooFast: 'You are commenting too fast, please wait a moment',
    closed: 'This live has ended, comments are closed',
    failed: 'Your comment could not be sent, please try again',
  },
  hearts: {
    send: 'Send a heart',
  },
  countdown: {
    startsIn: 'Starts in',
    startsInLong: 'Starts in {{days}} days {{hours}} hours {{minutes}} minutes',
    days_one: '{{count}} d',
    days_other: '{{count}} d',
    soon: 'Starting soon',
  },
  follow: {
    follow: 'Follow',
    following: 'Following',
    remindHint: 'Follow to get a reminder when the live starts',
    willRemind: 'We will remind you when the live starts',
    failed: 'Could not update, please try again',
  },
  featured: {
    title: 'Products in this live',
    open_one: 'Basket: {{count}} product',
    open_other: 'Basket: {{count}} products',
    soldOut: 'Sold out',
  },
  figures: {
    viewers: 'Watching',
    peak: 'Peak',
    orders: 'Orders',
    revenue: 'Revenue',
    messages: 'Comments',
  },
};

export const liveValidation = {
  startInPast: 'The start must be at least 1 minute from now',
  startTooFar: 'A live can be scheduled up to 30 days ahead',
  duplicate: 'The list has a duplicate',
  coverInvalid: 'The cover is not valid',
  coverTooSmall: 'The cover must be at least {{width}}x{{height}}',
  productInvalid: "The product is not the shop's or not on sale",
  voucherInvalid: "The voucher is not the shop's or has ended",
  priceNotLower: "The live price must be below today's price",
  priceTooLow: 'The discount is at most 80%',
  priceNeedsMinutes: 'A live price needs an end time',
  priceClash: 'The product is already in another promotion',
  outOfStock: 'The product is out of stock',
  messageInvalid: 'A comment is 1 to 200 characters',
  muteSelf: 'You cannot mute yourself',
};

export const liveNotifications = {
  scheduled: '{{shop}} will go live: "{{title}}". Don\'t miss it!',
  started: '{{shop}} is live now: "{{title}}". Watch now!',
};
