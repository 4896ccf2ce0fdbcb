import { currentAwardSlug, listAwardEvents, loadAwardEdition } from '@cho-dep/api/awards/edition-query';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { ServerContext } from '../../server-context';

/**
 * The awards page's data, from the same queries the awards API answers with: the edition named
 * by `slug` (or the current one), every edition for the links, the viewer's ballot. Never
 * cached: counts and the balance move with every vote.
 */
export async function loadAwardsPage(server: ServerContext, slug: string | null) {
  const { app, user } = server;
  const db = app.database.db;
  const now = app.now();
  const [events, current] = await Promise.all([
    listAwardEvents(db, now),
    slug ? slug : currentAwardSlug(db, now),
  ]);
  const headers = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' };
  if (!current) return data({ edition: null, events }, { headers });
  try {
    const edition = await loadAwardEdition(db, {
      slug: current,
      viewerId: user?.userId ?? null,
      now,
      urlOf: (key) => app.storage.urlOf(key),
    });
    return data({ edition, events }, { headers });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
