/** Reports and moderation of community content. */
export const moderation = {};
