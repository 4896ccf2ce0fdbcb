import type { SimilarBodyRange } from '@cho-dep/core/community/similar-body';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL that keeps, of posts `p`, those by people of a similar body to the viewer
 * (core/community/similar-body.ts). Only figures their authors chose to share count: those
 * written on the post, else the wall's when its owner shows them, so a private measurement
 * never places anyone in a "người có số đo giống tôi" list. The viewer's own posts stay out
 * (they are not "people like me", they are me). Used by the similar-body feed and by a
 * product's posts.
 */
export function similarBodySql(viewerId: string, range: SimilarBodyRange): { join: SQL; where: SQL } {
  const height = sql`COALESCE(p.height_cm, CASE WHEN cp.show_measurements THEN (u.body_measurements->>'height')::numeric END)`;
  const weight = sql`COALESCE(p.weight_kg, CASE WHEN cp.show_measurements THEN (u.body_measurements->>'weight')::numeric END)`;
  const shape = sql`COALESCE(p.body_shape, CASE WHEN cp.show_body_shape THEN cp.body_shape END)`;
  return {
    join: sql`JOIN users u ON u.id = p.author_id LEFT JOIN community_profiles cp ON cp.user_id = p.author_id`,
    where: sql`AND p.author_id <> ${viewerId}::uuid
      AND ${height} BETWEEN ${range.heightMin} AND ${range.heightMax}
      AND ${weight} BETWEEN ${range.weightMin} AND ${range.weightMax}
      ${range.bodyShape ? sql`AND (${shape} IS NULL OR ${shape} = ${range.bodyShape})` : sql``}`,
  };
}
