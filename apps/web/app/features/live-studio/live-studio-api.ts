import type {
  LiveDetailView,
  LiveFiguresView,
  LiveMessageView,
  LivePinView,
  LiveSummaryView,
} from '@cho-dep/api/live/live-view-schemas';
import type { LiveInput, LivePinInput } from '@cho-dep/core/live/live-schemas';
import { call, client, multipart } from '../../lib/api-fetch';
import { asJson } from '../../lib/json-body';

export const LIVES_HREF = '/ban-hang/live';
/** The list's tabs, one per state the API gives. */
export const LIVE_TABS = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type LiveTab = (typeof LIVE_TABS)[number];

/** What the studio and the form know of a live: its detail and figures (no ingest URLs). */
export type SellerLive = LiveDetailView & { figures: LiveFiguresView };
export type LiveSummary = LiveSummaryView;
export type LivePin = LivePinView;
export type LiveFigures = LiveFiguresView;
export type LiveMessage = LiveMessageView;

const byId = (id: string) => ({ params: { path: { id } } });

/** Schedules a live (the answer carries the stream key, shown this once) or saves an edit. */
export function scheduleLive(body: LiveInput) {
  return call(client.POST('/api/v1/seller/lives', { body: asJson(body) }));
}

export function updateLive(id: string, body: LiveInput) {
  return call(client.PUT('/api/v1/seller/lives/{id}', { ...byId(id), body: asJson(body) }));
}

/** Uploads the live cover; the answer's key goes into the live as coverKey. */
export async function uploadLiveCover(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('cover', file);
  return (await call(client.POST('/api/v1/seller/lives/covers', { body: multipart(form) }))).data;
}

export function cancelLive(id: string) {
  return call(client.POST('/api/v1/seller/lives/{id}/cancel', byId(id)));
}

export function endLive(id: string) {
  return call(client.POST('/api/v1/seller/lives/{id}/end', byId(id)));
}

export function rotateStreamKey(id: string) {
  return call(client.POST('/api/v1/seller/lives/{id}/stream-key', byId(id)));
}

/** A short-lived token the studio hands the ingest instead of the stream key (decision 067). */
export async function publishToken(id: string): Promise<string> {
  return (await call(client.POST('/api/v1/seller/lives/{id}/publish-token', byId(id)))).data.token;
}

export function fetchLive(id: string) {
  return call(client.GET('/api/v1/seller/lives/{id}', byId(id)));
}

export function fetchFigures(id: string) {
  return call(client.GET('/api/v1/seller/lives/{id}/figures', byId(id)));
}

export async function pinToLive(id: string, body: LivePinInput): Promise<LivePin> {
  return (await call(client.PUT('/api/v1/seller/lives/{id}/pin', { ...byId(id), body: asJson(body) })))
    .data as LivePin;
}

export function unpinFromLive(id: string) {
  return call(client.DELETE('/api/v1/seller/lives/{id}/pin', byId(id)));
}

export function deleteLiveMessage(id: string, messageId: string) {
  return call(
    client.DELETE('/api/v1/seller/lives/{id}/messages/{messageId}', {
      params: { path: { id, messageId } },
    }),
  );
}

export function muteViewer(id: string, userId: string) {
  return call(client.POST('/api/v1/seller/lives/{id}/mutes', { ...byId(id), body: { userId } }));
}
