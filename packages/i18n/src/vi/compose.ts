/** Creating and editing a post: pictures, video, product tags, hashtags, mentions, the draft. */
export const compose = {};
