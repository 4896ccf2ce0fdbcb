import { data, redirect } from 'react-router';
import { NotFoundView } from '../../features/shell/error-view';
import type { Route } from './+types/wall-page';

/**
 * /tuong: the community wall (later work). product.md §2 keeps /tuong?order=1 as the old
 * address of the buyer's orders, so that one already leads to /trang-ca-nhan/don-hang.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get('order') === '1') throw redirect('/trang-ca-nhan/don-hang');
  throw data(null, { status: 404 });
}

export default function WallPage() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
