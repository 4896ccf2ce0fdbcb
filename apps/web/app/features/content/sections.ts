/** The two kinds of content pages, named by their URL segment and folder. */
export const SECTIONS = ['huong-dan', 'chinh-sach'] as const;
export type Section = (typeof SECTIONS)[number];

/** Help-page groups, in the order the index shows them. */
export const HELP_GROUPS = ['mua-hang', 'ban-hang', 'thanh-toan-van-chuyen'] as const;
export type HelpGroup = (typeof HELP_GROUPS)[number];

export function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

export function isHelpGroup(value: string): value is HelpGroup {
  return (HELP_GROUPS as readonly string[]).includes(value);
}

/** A slug is lower-case ascii words joined by '-': nothing that could climb out of the folder. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
