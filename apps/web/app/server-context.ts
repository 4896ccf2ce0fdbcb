import type { AppContext, RequestInfo } from '@cho-dep/api/app/app-context';
import type { SessionUser } from '@cho-dep/api/http/hono-env';
import { createContext } from 'react-router';

/** What loaders and actions get from the server: the app context and this request's facts. */
export interface ServerContext {
  app: AppContext;
  info: RequestInfo;
  user: SessionUser | undefined;
  /** This request's Content-Security-Policy nonce, for the inline scripts of the page (security-headers.ts). */
  nonce: string | undefined;
}

export const serverContext = createContext<ServerContext>();
