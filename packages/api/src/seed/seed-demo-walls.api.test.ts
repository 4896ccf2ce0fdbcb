import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { communityProfiles } from '../community/walls/walls.tables';
import { createTestApp } from '../testing/test-app';
import { signIn } from '../testing/user-fixtures';
import { seedDemoDataOnce } from './seed-demo';

describe('demo walls and follows', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.ctx, { products: 160 });
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('buyer@demo.vn follows members who post: "Đang theo dõi" and the top of "Dành cho bạn" are full', async () => {
    const db = t.ctx.database.db;
    const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.vn'));
    const headers = await signIn(t.ctx, buyer?.id ?? '');
    const following = await t.api.request('/community/v1/feeds/following', { headers });
    const page = (await following.json()) as {
      data: { items: { author: { id: string } }[]; nextCursor: string };
    };
    expect(page.data.items).toHaveLength(20);
    expect(page.data.nextCursor).toBeTruthy();
    const wall = await t.api.request(`/community/v1/users/${buyer?.id}/wall`, { headers });
    const body = (await wall.json()) as { data: { followingCount: number; bio: string } };
    expect(body.data.followingCount).toBeGreaterThanOrEqual(8);
    expect(body.data.bio).not.toBe('');
  });

  it('wall counts equal the follow rows', async () => {
    const db = t.ctx.database.db;
    const [drift] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(communityProfiles)
      .where(
        sql`${communityProfiles.followerCount} <> (SELECT count(*) FROM user_follows f WHERE f.followee_id = ${communityProfiles.userId})
          OR ${communityProfiles.followingCount} <> (SELECT count(*) FROM user_follows f WHERE f.follower_id = ${communityProfiles.userId})`,
      );
    expect(drift?.n).toBe(0);
  });
});
