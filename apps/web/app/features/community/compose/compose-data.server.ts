import { findUserById } from '@cho-dep/api/accounts/user-records';
import { postForEdit } from '@cho-dep/api/community/compose/post-for-edit';
import { approvedShopOf } from '@cho-dep/api/shops/current-shop';
import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import type { ServerContext } from '../../../server-context';
import {
  type ComposeExtras,
  type ComposeValues,
  emptyComposeValues,
  emptyExtras,
  mentionKey,
  tagLabelKey,
} from './compose-types';

/**
 * What the composer needs from the server: who writes (name, avatar, their height and weight
 * if entered, their shop if approved). Writing needs a login: without one the visitor goes
 * home with the login dialog open (product.md §2, Redirect rules).
 */
async function writer(server: ServerContext) {
  const { app, user } = server;
  if (!user) throw redirect('/?login=1');
  const row = await findUserById(app.database.db, user.userId);
  if (!row) throw redirect('/?login=1');
  const height = row.bodyMeasurements?.height;
  const weight = row.bodyMeasurements?.weight;
  return {
    userId: row.id,
    author: { name: row.fullName, avatarUrl: row.avatarUrl },
    measurements:
      typeof height === 'number' && typeof weight === 'number'
        ? { heightCm: height, weightKg: weight }
        : null,
    shop: await approvedShopOf(app.database.db, row.id),
  };
}

/** /cong-dong/tao-bai: an empty composer (the browser puts a kept draft back). */
export async function loadNewPost(server: ServerContext) {
  const { userId: _userId, ...who } = await writer(server);
  return {
    ...who,
    title: translate(server.info.language, 'compose.meta.title'),
    initial: { values: emptyComposeValues(), extras: emptyExtras() },
  };
}

/** /post/{id}/sua: the author's post as published; anyone else's (or none) is a 404 page. */
export async function loadPostForEdit(server: ServerContext, postId: string) {
  const { userId, ...who } = await writer(server);
  const found = await postForEdit(server.app.database.db, userId, postId, (key) =>
    server.app.storage.urlOf(key),
  );
  // Anyone else's post, a removed one or none: the same 404 page, never a hint it exists.
  if (!found) throw data(null, { status: 404 });
  const { post } = found;
  const values: ComposeValues = {
    ...emptyComposeValues(),
    kind: post.kind,
    content: post.content,
    imageKeys: post.images.map((image) => image.key),
    videoKey: post.video ? found.videoKey : null,
    productTags: post.productTags.map(({ productId, variantId, imageIndex, x, y }) => ({
      productId,
      variantId,
      imageIndex,
      x,
      y,
    })),
    mentions: post.mentions.map(({ kind, id }) => ({ kind, id })),
    bodyShape: post.bodyShape,
    shareMeasurements: post.heightCm !== null,
  };
  const extras: ComposeExtras = {
    pictures: Object.fromEntries(post.images.map((image) => [image.key, image.url])),
    video:
      post.video && values.videoKey
        ? {
            key: values.videoKey,
            previewUrl: post.video.url,
            posterUrl: post.video.posterUrl,
            seconds: post.video.seconds,
          }
        : null,
    tagLabels: Object.fromEntries(
      post.productTags.map((tag) => [
        tagLabelKey(tag.productId, tag.variantId),
        {
          name: tag.product.name,
          imageUrl: tag.product.imageUrl,
          variantLabel: tag.purchase?.variantLabel ?? null,
        },
      ]),
    ),
    mentionNames: Object.fromEntries(post.mentions.map((m) => [mentionKey(m), m.name])),
  };
  return {
    ...who,
    title: translate(server.info.language, 'compose.meta.editTitle'),
    postId: post.id,
    initial: { values, extras },
  };
}
