// Written by the web build (vite-plugins/texts-before-module.ts); empty in the browser build.
declare module 'virtual:cho-dep/text-parts' {
  /** Route id (`routes/home`) -> the parts of the texts its scripts name (`core`, `product`). */
  export const ROUTE_TEXT_PARTS: Record<string, string[]>;
  /** `vi-core` -> the file the browser loads it from. */
  export const TEXT_PART_FILES: Record<string, string>;
}
