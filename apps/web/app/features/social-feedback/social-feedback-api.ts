import type { SocialFeedbackInput } from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { call, client, multipart } from '../../lib/api-fetch';

/** The feedback form's calls: one picture at a time, then the feedback naming their keys. */

export async function uploadSocialFeedbackPicture(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await call(client.POST('/api/v1/mobile/social-feedback/media', { body: multipart(form) }))).data;
}

export async function sendSocialFeedback(input: SocialFeedbackInput) {
  return (await call(client.POST('/api/v1/mobile/social-feedback', { body: input }))).data;
}
