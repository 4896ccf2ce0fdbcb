import type { Section } from './sections';

/** The URL of a section index or of one page in it. */
export function contentPath(section: Section, slug?: string): string {
  return slug ? `/${section}/${slug}` : `/${section}`;
}

/** The catalog key of a section's title. */
export function sectionTitleKey(section: Section): 'content.help.title' | 'content.policies.title' {
  return section === 'huong-dan' ? 'content.help.title' : 'content.policies.title';
}
