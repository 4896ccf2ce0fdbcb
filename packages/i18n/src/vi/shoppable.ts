/** Shopping from posts: product tag sheets, shop the look, fit and verified-purchase badges. */
export const shoppable = {};
