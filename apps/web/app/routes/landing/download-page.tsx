import { appStoreLinks } from '@cho-dep/api/landing/app-store-links';
import { translate } from '@cho-dep/i18n/translate';
import { DownloadScreen } from '../../features/landing/download-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/download-page';

/** /download: the app's landing page with the store links (settings APP_STORE_URL, PLAY_STORE_URL). */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = context.get(serverContext);
  return {
    links: appStoreLinks(app.config),
    title: translate(info.language, 'landing.download.metaTitle'),
    description: translate(info.language, 'landing.download.metaDescription'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? ''} | Chợ Đẹp` },
    { name: 'description', content: loaderData?.description ?? '' },
  ];
}

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  return <DownloadScreen links={loaderData.links} />;
}
