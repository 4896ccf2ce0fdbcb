import { mediaReplacements } from '@cho-dep/core/community/post-edit-rules';
import { LIMITS } from '@cho-dep/core/constants/limits';

const P = LIMITS.post;

export interface PostMedia {
  imageKeys: readonly string[];
  videoKey: string | null;
}

/** How many of the published post's media this edit replaces (the API's own count). */
export function replacementsUsed(published: PostMedia, edited: PostMedia): number {
  return mediaReplacements(published, edited);
}

/**
 * How many more pictures the edit may add now: up to 5 in all, and only while the swaps stay
 * within the replacement limit (adding without removing is no swap; decision 042).
 */
export function editPictureRoom(published: PostMedia, edited: PostMedia): number {
  let room = 0;
  while (edited.imageKeys.length + room < P.imagesMax) {
    const more = [...edited.imageKeys, ...Array.from({ length: room + 1 }, (_, i) => `new-${i}`)];
    if (mediaReplacements(published, { imageKeys: more, videoKey: edited.videoKey }) > P.imageReplacementsMax)
      break;
    room += 1;
  }
  return room;
}
