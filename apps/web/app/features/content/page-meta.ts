import type { FrontMatterValue } from './front-matter';
import { HELP_GROUPS, type HelpGroup, isHelpGroup, isSection, isSlug, type Section } from './sections';

/** A link to another content page, as written in `related:`. */
export interface PageRef {
  section: Section;
  slug: string;
}

export interface PageMeta {
  title: string;
  description: string;
  order: number;
  group: HelpGroup | undefined;
  /** YYYY-MM-DD as written; shown as the "last updated" date. */
  updated: string | undefined;
  related: PageRef[];
}

export class PageMetaError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'PageMetaError';
  }
}

/**
 * Checks a file's front matter and turns it into typed page facts. A wrong file fails the
 * page (and the unit test over all content files) with the file name, rather than rendering
 * a page without a title or in no group.
 */
export function toPageMeta(
  attributes: Record<string, FrontMatterValue>,
  section: Section,
  file: string,
): PageMeta {
  const text = (key: string, required: boolean): string | undefined => {
    const value = attributes[key];
    if (value === undefined) {
      if (required) throw new PageMetaError(file, `missing "${key}"`);
      return undefined;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      throw new PageMetaError(file, `"${key}" must be non-empty text`);
    }
    return value.trim();
  };

  const order = attributes.order;
  if (typeof order !== 'number') throw new PageMetaError(file, '"order" must be a number');

  const groupText = text('group', section === 'huong-dan');
  if (groupText !== undefined && !isHelpGroup(groupText)) {
    throw new PageMetaError(file, `"group" must be one of ${HELP_GROUPS.join(', ')}`);
  }

  const updated = text('updated', false);
  if (updated !== undefined && !isCalendarDate(updated)) {
    throw new PageMetaError(file, '"updated" must be a date YYYY-MM-DD');
  }

  return {
    title: text('title', true) as string,
    description: text('description', true) as string,
    order,
    group: groupText,
    updated,
    related: toRefs(attributes.related, section, file),
  };
}

function toRefs(value: FrontMatterValue | undefined, section: Section, file: string): PageRef[] {
  if (value === undefined) return [];
  const items = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(items)) throw new PageMetaError(file, '"related" must be a list of slugs');
  return items.map((item) => {
    const [first, second] = item.split('/');
    const ref: PageRef | undefined =
      second === undefined
        ? { section, slug: first ?? '' }
        : isSection(first ?? '')
          ? { section: first as Section, slug: second }
          : undefined;
    if (!ref || !isSlug(ref.slug)) throw new PageMetaError(file, `"related" has a bad entry "${item}"`);
    return ref;
  });
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
