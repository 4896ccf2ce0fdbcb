import type { Country, Language } from '@cho-dep/core/locale/locales';
import { useRouteLoaderData } from 'react-router';

/** The signed-in user as the header shows them. */
export interface UserSummary {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  roles: string[];
}

/** What the root loader gives every page. */
export interface RootData {
  language: Language;
  country: Country;
  user: UserSummary | null;
  /** A guest cart may exist (the guest cookie is HttpOnly, so only the server can tell). */
  hasGuest: boolean;
  /** The server's year, for the footer (the same on server and client render). */
  year: number;
  /** The 404 title in the page's language, for the meta of pages that were not found. */
  notFoundTitle: string;
  /** The generic error title in the page's language. */
  errorTitle: string;
}

/** The root loader's data, or null while an error page renders without it. */
export function useRootData(): RootData | null {
  return (useRouteLoaderData('root') as RootData | undefined) ?? null;
}
