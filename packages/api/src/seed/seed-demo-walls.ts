import { BODY_SHAPES } from '@cho-dep/core/community/post-schemas';
import type { Tx } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { communityProfiles, userFollows } from '../community/walls/walls.tables';
import { shopFollows } from '../follows/follows.tables';
import type { SeededRandom } from './seeded-random';

const BIOS = [
  'Mê đồ công sở tối giản, thích phối màu trung tính ☕',
  'Sinh viên Sài Gòn, săn deal thời trang mỗi tuần',
  'Thích áo dài cách tân và chụp ảnh phố cổ',
  'Skincare tối giản, da dầu mụn, review thật lòng',
  'Mẹ bỉm sữa vẫn mê váy xinh 🌸',
  'Dân văn phòng Hà Nội, outfit đi làm mỗi ngày',
  'Đi đâu cũng mang giày sneaker trắng',
  'Yêu màu pastel và phụ kiện nhỏ xinh',
  'Chia sẻ cách mặc đẹp cho người thấp bé 1m50',
  'Thích du lịch, phối đồ chụp ảnh lên màu',
];

/**
 * Walls and follows for the demo members: bios and body shapes (some shown, some private), a
 * web of follows among them, and buyer@demo.vn following the members who post the most and a
 * few shops, so "Đang theo dõi" and the top of "Dành cho bạn" are full on a fresh start (home
 * feeds are built from these follows when first read). Runs after the demo posts.
 */
export async function seedDemoWalls(tx: Tx, rand: SeededRandom, now: Date): Promise<void> {
  const members = await queryRows<{ id: string; email: string; posts: number }>(
    tx,
    sql`SELECT u.id, u.email, (SELECT count(*)::int FROM posts p WHERE p.author_id = u.id) AS posts
        FROM users u
        WHERE u.email LIKE 'khach%@demo.vn' OR u.email IN ('buyer@demo.vn', 'seller@demo.vn')
        ORDER BY u.email`,
  );
  const buyer = members.find((m) => m.email === 'buyer@demo.vn');
  if (!buyer || members.length < 3) return;

  await tx
    .insert(communityProfiles)
    .values(
      members.map((m, i) => ({
        userId: m.id,
        bio: BIOS[i % BIOS.length] ?? '',
        bodyShape: rand.pick(BODY_SHAPES),
        showBodyShape: rand.chance(0.6),
        showMeasurements: rand.chance(0.4),
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: communityProfiles.userId,
      set: {
        bio: sql`excluded.bio`,
        bodyShape: sql`excluded.body_shape`,
        showBodyShape: sql`excluded.show_body_shape`,
        showMeasurements: sql`excluded.show_measurements`,
      },
    });

  const others = members.filter((m) => m.id !== buyer.id);
  const byPosts = [...others].sort((a, b) => b.posts - a.posts || a.email.localeCompare(b.email));
  const edges = new Map<string, { followerId: string; followeeId: string; createdAt: Date }>();
  const follow = (followerId: string, followeeId: string) => {
    if (followerId === followeeId) return;
    const at = new Date(now.getTime() - rand.int(1, 60 * 24 * 30) * 60_000);
    edges.set(`${followerId}:${followeeId}`, { followerId, followeeId, createdAt: at });
  };
  for (const m of byPosts.slice(0, 8)) follow(buyer.id, m.id);
  for (const m of others) {
    for (const target of rand.sample(members, rand.int(2, 6))) follow(m.id, target.id);
  }
  await tx
    .insert(userFollows)
    .values([...edges.values()])
    .onConflictDoNothing();

  const shops = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM shops WHERE status = 'approved' ORDER BY follower_count DESC, id LIMIT 3`,
  );
  const followed = await tx
    .insert(shopFollows)
    .values(shops.map((s) => ({ userId: buyer.id, shopId: s.id, createdAt: now })))
    .onConflictDoNothing()
    .returning({ shopId: shopFollows.shopId });
  for (const row of followed) {
    await tx.execute(
      sql`UPDATE shops SET follower_count = follower_count + 1 WHERE id = ${row.shopId}::uuid`,
    );
  }

  // The counts on the walls, exactly as the follow rows say.
  await tx.execute(sql`
    UPDATE community_profiles cp SET
      follower_count = (SELECT count(*) FROM user_follows f WHERE f.followee_id = cp.user_id),
      following_count = (SELECT count(*) FROM user_follows f WHERE f.follower_id = cp.user_id)
    WHERE cp.user_id IN (${sql.join(
      members.map((m) => sql`${m.id}::uuid`),
      sql`, `,
    )})`);
}
