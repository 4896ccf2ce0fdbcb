import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localUrlOf } from '../../products/catalog/catalog-media';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { posts } from '../posts/posts.tables';
import { postForEdit } from './post-for-edit';

describe('the post an edit starts from', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let author: string;
  let other: string;
  let videoPost: string;
  let removedPost: string;

  beforeAll(async () => {
    t = await createTestApp();
    author = (await insertSignedInUser(t.ctx)).userId;
    other = (await insertSignedInUser(t.ctx)).userId;
    const db = t.ctx.database.db;
    const [video] = await db
      .insert(posts)
      .values({
        authorId: author,
        kind: 'look',
        content: 'Váy mới #dạo_phố',
        videoKey: `community/${author}/clip.mp4`,
        videoSeconds: 12,
      })
      .returning({ id: posts.id });
    const [removed] = await db
      .insert(posts)
      .values({
        authorId: author,
        kind: 'question',
        content: 'Hỏi',
        status: 'removed',
        removedReason: 'spam',
      })
      .returning({ id: posts.id });
    if (!video || !removed) throw new Error('post insert returned nothing');
    videoPost = video.id;
    removedPost = removed.id;
  });
  afterAll(() => t.close());

  it("gives the author their post with its video's stored key", async () => {
    const found = await postForEdit(t.ctx.database.db, author, videoPost, localUrlOf);
    expect(found?.post.content).toBe('Váy mới #dạo_phố');
    expect(found?.videoKey).toBe(`community/${author}/clip.mp4`);
  });

  it("answers nothing for someone else's post, a removed post or a malformed id", async () => {
    expect(await postForEdit(t.ctx.database.db, other, videoPost, localUrlOf)).toBeNull();
    expect(await postForEdit(t.ctx.database.db, author, removedPost, localUrlOf)).toBeNull();
    expect(await postForEdit(t.ctx.database.db, author, 'not-a-uuid', localUrlOf)).toBeNull();
  });
});
