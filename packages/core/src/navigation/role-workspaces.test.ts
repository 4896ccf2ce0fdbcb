import { describe, expect, it } from 'vitest';
import { workspacesFor } from './role-workspaces';

describe('work areas by role', () => {
  it('leads a seller to the seller centre and an admin to /quan-tri', () => {
    expect(workspacesFor(['buyer', 'seller'])).toEqual([{ key: 'sellerCentre', href: '/ban-hang' }]);
    expect(workspacesFor(['buyer', 'admin'])).toEqual([{ key: 'admin', href: '/quan-tri' }]);
    expect(workspacesFor(['buyer', 'seller', 'admin']).map((w) => w.key)).toEqual(['sellerCentre', 'admin']);
  });

  it('offers a buyer the way to start selling', () => {
    expect(workspacesFor(['buyer'])).toEqual([{ key: 'startSelling', href: '/ban-hang' }]);
  });
});
