/**
 * The screen's own limits, apart from the rest of LIMITS so that every page's first download
 * (the toast is in the shell) carries these three numbers and not the whole table.
 *
 * product.md §9: a toast closes after 10 seconds. Not in product.md: at most two on screen,
 * the newest replacing the oldest, so they never pile up over the page.
 */
export const UI_LIMITS = { toastAutoCloseMs: 10_000, toastsShownMax: 2, relativeDateMaxDays: 7 } as const;
