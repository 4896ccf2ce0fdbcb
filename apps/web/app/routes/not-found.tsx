import { data } from 'react-router';
import { NotFoundView } from '../features/shell/error-view';

/** Any address no route matches: a real 404 status with the SPEC.md wording. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'This page could not be found. – Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
