/** Blook lookbooks: templates, building a look, categories. */
export const blook = {};
