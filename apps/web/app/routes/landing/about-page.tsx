import { translate } from '@cho-dep/i18n/translate';
import { AboutScreen } from '../../features/landing/about-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/about-page';

/** /gioi-thieu: the landing page about the marketplace, with the contact form. Public. */
export async function loader({ context }: Route.LoaderArgs) {
  const { info } = context.get(serverContext);
  return {
    title: translate(info.language, 'landing.about.metaTitle'),
    description: translate(info.language, 'landing.about.metaDescription'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? ''} | Chợ Đẹp` },
    { name: 'description', content: loaderData?.description ?? '' },
  ];
}

export default function AboutPage() {
  return <AboutScreen />;
}
