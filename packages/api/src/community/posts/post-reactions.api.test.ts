import { LIMITS } from '@cho-dep/core/constants/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityCaller } from '../../testing/post-fixtures';
import { createRaceTestApp, raceIt } from '../../testing/race-tests';
import { insertSignedInUser } from '../../testing/user-fixtures';
import type { PostView } from './post-view';

interface Counts {
  likeCount: number;
  saveCount: number;
  shareCount: number;
  likedByMe: boolean;
  savedByMe: boolean;
}
interface SavedPage {
  data: PostView[];
  page: number;
  limit: number;
  total: number;
}

describe('likes, saves and shares', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let api: ReturnType<typeof communityCaller>;
  let author: Awaited<ReturnType<typeof insertSignedInUser>>;

  const newPost = async (content = 'Một bài mới') => {
    const answer = await api.call<PostView>(author.headers, 'POST', '/community/v1/posts', {
      kind: 'question',
      content,
    });
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  };
  const counts = async (postId: string) =>
    (await api.call<PostView>({}, 'GET', `/community/v1/posts/${postId}`)).body.data as PostView;

  beforeAll(async () => {
    t = await createRaceTestApp();
    api = communityCaller(t);
    author = await insertSignedInUser(t.ctx);
  });
  afterAll(() => t.close());

  it('needs a login to like or save, not to share', async () => {
    const post = await newPost();
    expect((await api.call({}, 'POST', `/community/v1/posts/${post.id}/like`)).status).toBe(401);
    expect((await api.call({}, 'POST', `/community/v1/posts/${post.id}/bookmark`)).status).toBe(401);
    const shared = await api.call<{ shareCount: number }>({}, 'POST', `/community/v1/posts/${post.id}/share`);
    expect(shared.body.data?.shareCount).toBe(1);
    expect((await api.call({}, 'POST', `/community/v1/posts/${crypto.randomUUID()}/share`)).status).toBe(404);
  });

  it('likes and saves once however often, shows them to me, and takes them back', async () => {
    const post = await newPost();
    const me = await insertSignedInUser(t.ctx);
    for (let i = 0; i < 2; i++) {
      const liked = await api.call<Counts>(me.headers, 'POST', `/community/v1/posts/${post.id}/like`);
      expect(liked.body.data).toMatchObject({ likeCount: 1, likedByMe: true });
      const saved = await api.call<Counts>(me.headers, 'POST', `/community/v1/posts/${post.id}/bookmark`);
      expect(saved.body.data).toMatchObject({ saveCount: 1, savedByMe: true });
    }
    const seen = await api.call<PostView>(me.headers, 'GET', `/community/v1/posts/${post.id}`);
    expect(seen.body.data).toMatchObject({ likedByMe: true, savedByMe: true, isMine: false });
    for (let i = 0; i < 2; i++) {
      const unliked = await api.call<Counts>(me.headers, 'DELETE', `/community/v1/posts/${post.id}/like`);
      expect(unliked.body.data).toMatchObject({ likeCount: 0, likedByMe: false });
      const unsaved = await api.call<Counts>(me.headers, 'DELETE', `/community/v1/posts/${post.id}/bookmark`);
      expect(unsaved.body.data).toMatchObject({ saveCount: 0, savedByMe: false });
    }
  });

  it('lists my saved posts 20 a page, the last saved first; page 2 starts at the 21st', async () => {
    const saver = await insertSignedInUser(t.ctx);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const post = await newPost(`Bài ${i}`);
      ids.push(post.id);
      await api.call(saver.headers, 'POST', `/community/v1/posts/${post.id}/bookmark`);
    }
    const page = (n: number) =>
      api.call<SavedPage>(
        saver.headers,
        'GET',
        `/community/v1/post/bookmark/user?userId=${saver.userId}&page=${n}`,
      );
    const one = (await page(1)).body.data as SavedPage;
    expect(one).toMatchObject({ page: 1, limit: LIMITS.post.savedPageSize, total: 23 });
    expect(one.data.map((p) => p.id)).toEqual(ids.slice().reverse().slice(0, 20));
    const two = (await page(2)).body.data as SavedPage;
    expect(two.data.map((p) => p.id)).toEqual(ids.slice().reverse().slice(20));
    expect(two.data[0]?.content).toBe('Bài 2');
    expect(two.data.every((p) => p.savedByMe)).toBe(true);
    const other = await api.call(
      author.headers,
      'GET',
      `/community/v1/post/bookmark/user?userId=${saver.userId}`,
    );
    expect(other.status).toBe(404);
  });

  raceIt('30 members liking at once make exactly 30 likes; unliking at once makes 0', async () => {
    const post = await newPost('Cuộc đua thích');
    const likers = await Promise.all(Array.from({ length: 30 }, () => insertSignedInUser(t.ctx)));
    const liked = await Promise.all(
      likers.map((m) => api.call(m.headers, 'POST', `/community/v1/posts/${post.id}/like`)),
    );
    expect(liked.every((a) => a.status === 200)).toBe(true);
    expect((await counts(post.id)).likeCount).toBe(30);
    await Promise.all(
      likers.map((m) => api.call(m.headers, 'DELETE', `/community/v1/posts/${post.id}/like`)),
    );
    expect((await counts(post.id)).likeCount).toBe(0);
  });

  raceIt('one member liking 10 times at once is one like; saving 10 times at once is one save', async () => {
    const post = await newPost('Bấm liên tục');
    const me = await insertSignedInUser(t.ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call(me.headers, 'POST', `/community/v1/posts/${post.id}/like`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call(me.headers, 'POST', `/community/v1/posts/${post.id}/bookmark`),
      ),
    );
    const after = await counts(post.id);
    expect([after.likeCount, after.saveCount]).toEqual([1, 1]);
  });

  raceIt('likes and unlikes of many members mixed at once leave the exact count', async () => {
    const post = await newPost('Trộn lẫn');
    const members = await Promise.all(Array.from({ length: 20 }, () => insertSignedInUser(t.ctx)));
    await Promise.all(
      members.slice(0, 10).map((m) => api.call(m.headers, 'POST', `/community/v1/posts/${post.id}/like`)),
    );
    await Promise.all(
      members.map((m, i) =>
        api.call(m.headers, i < 10 ? 'DELETE' : 'POST', `/community/v1/posts/${post.id}/like`),
      ),
    );
    expect((await counts(post.id)).likeCount).toBe(10);
  });

  raceIt('20 shares at once count 20', async () => {
    const post = await newPost('Chia sẻ');
    await Promise.all(
      Array.from({ length: 20 }, () => api.call({}, 'POST', `/community/v1/posts/${post.id}/share`)),
    );
    expect((await counts(post.id)).shareCount).toBe(20);
  });
});
