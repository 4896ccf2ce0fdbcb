/**
 * The work areas a signed-in person's roles open, listed first in their account menu (header
 * menu on desktops, the account page on phones): a seller's centre, the admin area, or for a
 * buyer the way to start selling. The seller centre's front door (/ban-hang) also explains how
 * to become a seller to someone without an approved shop.
 */
export type WorkspaceKey = 'sellerCentre' | 'admin' | 'startSelling';

export interface Workspace {
  key: WorkspaceKey;
  href: string;
}

export const SELLER_CENTRE_PATH = '/ban-hang';
export const ADMIN_PATH = '/quan-tri';
/** The admin's desk of platform vouchers, linked from the admin home and the audit log. */
export const PLATFORM_VOUCHERS_PATH = '/quan-tri/ma-giam-gia';

export function workspacesFor(roles: readonly string[]): Workspace[] {
  const out: Workspace[] = [];
  if (roles.includes('seller')) out.push({ key: 'sellerCentre', href: SELLER_CENTRE_PATH });
  if (roles.includes('admin')) out.push({ key: 'admin', href: ADMIN_PATH });
  // A buyer is offered to start selling; an admin who is not a seller runs the platform instead.
  if (out.length === 0) out.push({ key: 'startSelling', href: SELLER_CENTRE_PATH });
  return out;
}
