/** The annual awards voting (product.md §1, §9): /binh-chon. */
export const awards = {
  title: 'Awards',
  intro: 'Vote for your favourite shops, KOLs and products of the year.',
  none: 'No awards are running at the moment.',
  otherEditions: 'Other editions',
  window: {
    upcoming: 'Voting opens {{opens}}',
    open: 'Voting open: {{opens}} – {{closes}}',
    closed: 'Ended on {{closes}}',
  },
  voucherOffer: 'Vote once to get the {{name}} voucher',
  standingsHidden: 'Vote counts stay hidden until voting ends.',
  votes_one: '{{count}} vote',
  votes_other: '{{count}} votes',
  rank: 'Rank {{rank}}',
  winner: 'Winner',
  results: 'Results',
  kind: { shop: 'Shop', kol: 'KOL', product: 'Product' },
  view: 'View',
  ballot: {
    balance_one: 'You have {{count}} vote left',
    balance_other: 'You have {{count}} votes left',
    checkIn: 'Check in +{{votes}} votes',
    checkedIn: 'You have checked in today',
    checkInDone: 'Checked in: +{{votes}} votes',
    signIn: 'Log in to vote',
    verifyPhone: 'Verify your phone number to get votes.',
    verifyLink: 'Verify now',
    closed: 'Voting has ended.',
    upcoming: 'Voting has not opened yet.',
    voucher: 'You received the {{name}} voucher for voting.',
  },
  vote: {
    count: 'Votes',
    submit: 'Vote',
    done_one: 'You gave {{count}} vote to {{name}}',
    done_other: 'You gave {{count}} votes to {{name}}',
    voucher: 'Thank you! The {{name}} voucher is saved in your vouchers.',
  },
};

export const awardsAdmin = {
  title: 'Awards',
  intro: 'Create editions, categories and nominees; see the standings.',
  newEvent: 'New edition',
  editEvent: 'Edit edition',
  empty: 'No editions yet.',
  field: {
    title: 'Title',
    slug: 'Address (/binh-chon/...)',
    description: 'Description',
    year: 'Year',
    opensAt: 'Opens at',
    closesAt: 'Closes at',
    standings: 'Standings',
    startingVotes: 'Starting votes',
    voucherId: 'Voucher for voters (ID)',
    categoryTitle: 'Category title',
    nomineeKind: 'Nominee kind',
    position: 'Position',
    target: 'Shop / KOL / product',
    blurb: 'Short blurb',
  },
  standings: { live: 'Live', hidden: 'Hidden until the end' },
  save: 'Save',
  saved: 'Saved',
  addCategory: 'Add category',
  addNominee: 'Add nominee',
  search: 'Search by name or paste an ID',
  noMatch: 'Nothing found',
  find: 'Search',
  homeAction: 'Editions, categories, nominees and standings',
  remove: 'Remove',
  categories: 'Categories',
  votes: 'Votes',
  open: 'Open page',
};

export const awardsErrors = {
  AWARDS_OUT_OF_VOTES: 'You have run out of votes',
  AWARDS_NOT_ENOUGH_VOTES: 'You only have {{balance}} votes left',
  AWARDS_NOT_OPEN: 'Voting is not open',
  AWARDS_ALREADY_CHECKED_IN: 'You have already checked in today; come back tomorrow',
  AWARDS_PHONE_NOT_VERIFIED: 'Please verify your phone number to vote',
  AWARDS_NOMINEE_KIND_MISMATCH: "The nominee does not match the category's kind",
};

export const awardsValidation = {
  slug: 'Lower-case letters without accents, digits and hyphens only',
  slugTaken: 'This address is already used by another edition',
  closesAfterOpens: 'The closing time must be after the opening time',
};

export const awardsNotifications = {
  voucher: 'Thank you for voting! The {{name}} voucher is saved in your vouchers.',
};
