import type { Language } from '@cho-dep/core/locale/locales';
import type { RenderedMarkdown } from './render-markdown';
import type { HelpGroup, Section } from './sections';

/** What an index or a "see also" link needs to know about a page. */
export interface PageSummary {
  section: Section;
  slug: string;
  title: string;
  description: string;
  order: number;
  group: HelpGroup | undefined;
  /** The language the page is served in: the one asked for, or vi when it is missing. */
  language: Language;
}

export interface ContentPage extends PageSummary, RenderedMarkdown {
  updated: string | undefined;
  related: PageSummary[];
}

export interface HelpGroupPages {
  group: HelpGroup;
  pages: PageSummary[];
}
