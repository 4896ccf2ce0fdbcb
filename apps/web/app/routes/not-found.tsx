import { data } from 'react-router';
import { NotFoundView } from '../features/shell/error-view';
import type { RootData } from '../features/shell/root-data';
import type { Route } from './+types/not-found';

/** Any address no route matches: a real 404 status with the product.md wording. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const title = root?.notFoundTitle ?? 'This page could not be found.';
  return [{ title: `${title} – Chợ Đẹp` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
