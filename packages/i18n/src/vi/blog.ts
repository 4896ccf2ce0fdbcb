/** The blog: articles and the admin editor. */
export const blog = {};
