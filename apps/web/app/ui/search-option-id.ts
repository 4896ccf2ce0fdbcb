/** The id of the search box's nth choice (aria-activedescendant points at it). */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;
