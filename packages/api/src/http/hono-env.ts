import type { AppContext, RequestInfo } from '../app/app-context';

/** The signed-in user of a request, resolved from the session cookie or Authorization. */
export interface SessionUser {
  userId: string;
  sessionId: string;
  roles: string[];
  /** The name and picture the pages' header shows, read with the session (session-cache.ts). */
  fullName: string;
  avatarUrl: string | null;
  /** true when the token came from the cookie: cookie writes need the CSRF header. */
  viaCookie: boolean;
}

/** Typed Hono variables shared by every module. */
export interface ApiEnv {
  Variables: {
    app: AppContext;
    info: RequestInfo;
    user: SessionUser | undefined;
    guestId: string | undefined;
  };
}
