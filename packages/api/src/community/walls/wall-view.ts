import { BODY_SHAPES } from '@cho-dep/core/community/post-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';

export const wallSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string(),
    /** Null unless the owner shows it (showBodyShape). */
    bodyShape: z.enum(BODY_SHAPES).nullable(),
    /** Null unless the owner shows their measurements (showMeasurements). */
    heightCm: z.number().nullable(),
    weightKg: z.number().nullable(),
    followerCount: z.number().int(),
    /** Members and shops followed. */
    followingCount: z.number().int(),
    postCount: z.number().int(),
    followedByMe: z.boolean(),
    isMe: z.boolean(),
    /** The owner's own switches: only on their own wall (isMe), else null. */
    settings: z
      .object({
        showBodyShape: z.boolean(),
        showMeasurements: z.boolean(),
        bodyShape: z.enum(BODY_SHAPES).nullable(),
      })
      .nullable(),
    shop: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  })
  .openapi('CommunityWall');
export type WallView = z.infer<typeof wallSchema>;

interface WallRow {
  id: string;
  full_name: string;
  avatar_url: string | null;
  measurements: Record<string, number> | null;
  bio: string | null;
  body_shape: WallView['bodyShape'];
  show_body_shape: boolean | null;
  show_measurements: boolean | null;
  follower_count: number | null;
  following_members: number | null;
  following_shops: number;
  post_count: number;
  followed_by_me: boolean;
  shop_id: string | null;
  shop_name: string | null;
  shop_logo: string | null;
}

/**
 * A member's wall as `viewerId` sees it (product.md, community walls). The body shape and
 * measurements leave the database only when their owner switched them on; counts come from the
 * profile row (followers, members followed) and live counts (shops followed, published posts).
 * A missing or leaving member is a 404.
 */
export async function readWall(
  db: Db,
  viewerId: string | null,
  userId: string,
  urlOf: UrlOf,
): Promise<WallView> {
  const [row] = await queryRows<WallRow>(
    db,
    sql`SELECT u.id, u.full_name, u.avatar_url, u.body_measurements AS measurements,
          cp.bio, cp.body_shape, cp.show_body_shape, cp.show_measurements,
          cp.follower_count, cp.following_count AS following_members,
          (SELECT count(*)::int FROM shop_follows sf WHERE sf.user_id = u.id) AS following_shops,
          (SELECT count(*)::int FROM posts p WHERE p.author_id = u.id AND p.status = 'published') AS post_count,
          EXISTS (SELECT 1 FROM user_follows f
                  WHERE f.follower_id = ${viewerId}::uuid AND f.followee_id = u.id) AS followed_by_me,
          s.id AS shop_id, s.name AS shop_name, s.logo_key AS shop_logo
        FROM users u
        LEFT JOIN community_profiles cp ON cp.user_id = u.id
        LEFT JOIN shops s ON s.owner_user_id = u.id AND s.status = 'approved'
        WHERE u.id = ${userId}::uuid AND u.delete_requested_at IS NULL`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  const isMe = viewerId === row.id;
  const showShape = row.show_body_shape === true;
  const showFigures = row.show_measurements === true;
  return {
    id: row.id,
    name: row.full_name,
    avatarUrl: row.avatar_url,
    bio: row.bio ?? '',
    bodyShape: showShape ? row.body_shape : null,
    heightCm: showFigures ? (row.measurements?.height ?? null) : null,
    weightKg: showFigures ? (row.measurements?.weight ?? null) : null,
    followerCount: row.follower_count ?? 0,
    followingCount: (row.following_members ?? 0) + row.following_shops,
    postCount: row.post_count,
    followedByMe: row.followed_by_me,
    isMe,
    settings: isMe
      ? { showBodyShape: showShape, showMeasurements: showFigures, bodyShape: row.body_shape }
      : null,
    shop:
      row.shop_id && row.shop_name
        ? { id: row.shop_id, name: row.shop_name, logoUrl: imageUrl(urlOf, row.shop_logo, 200) }
        : null,
  };
}
