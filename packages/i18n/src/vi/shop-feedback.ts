/** Buyers' public feedback on a shop and the shop's reply. */
export const shopFeedback = {};
