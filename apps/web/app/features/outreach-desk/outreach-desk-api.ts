import type { ContactStatus } from '@cho-dep/core/landing/contact-message-schema';
import { call, client } from '../../lib/api-fetch';

/** The admin's calls on the feedback desk and the contact inbox. */

export async function answerFeedback(id: string, answer: string) {
  return (
    await call(
      client.POST('/api/v1/admin/social-feedback/{id}/answer', {
        params: { path: { id } },
        body: { answer },
      }),
    )
  ).data;
}

export async function moveFeedback(id: string, status: 'reviewing' | 'closed') {
  return (
    await call(
      client.PUT('/api/v1/admin/social-feedback/{id}/status', { params: { path: { id } }, body: { status } }),
    )
  ).data;
}

export async function markContactMessage(id: string, status: ContactStatus) {
  return (
    await call(
      client.PUT('/api/v1/admin/contact-messages/{id}/status', {
        params: { path: { id } },
        body: { status },
      }),
    )
  ).data;
}
