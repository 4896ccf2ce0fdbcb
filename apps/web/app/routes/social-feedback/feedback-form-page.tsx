import { translate } from '@cho-dep/i18n/translate';
import { SocialFeedbackScreen } from '../../features/social-feedback/social-feedback-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/feedback-form-page';

/** /phan-anh-to-chuc-xa-hoi: social organisations send feedback (product.md §2). Public, guests too. */
export async function loader({ context }: Route.LoaderArgs) {
  const { info } = context.get(serverContext);
  return {
    title: translate(info.language, 'socialFeedback.meta.form'),
    description: translate(info.language, 'socialFeedback.meta.formDescription'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? ''} | Chợ Đẹp` },
    { name: 'description', content: loaderData?.description ?? '' },
  ];
}

export default function FeedbackFormPage() {
  return <SocialFeedbackScreen />;
}
