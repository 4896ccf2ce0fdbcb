import { type RouterContextProvider, redirect } from 'react-router';
import { type ServerContext, serverContext } from '../../server-context';

/**
 * Guard of every admin page loader. Anyone who is not signed in as an admin is sent home,
 * like every server-rendered page that needs a login (product.md §2, Redirect rules):
 * the page does not tell a stranger that an admin area exists here.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): ServerContext {
  const server = context.get(serverContext);
  if (!server.user?.roles.includes('admin')) throw redirect('/');
  return server;
}
