import { foldText } from '@cho-dep/core/search/fold-text';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';

const MAX_EACH = 6;

export const mentionSuggestionSchema = z
  .object({
    kind: z.enum(['user', 'shop']),
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
  })
  .openapi('CommunityMentionSuggestion');
type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;

/** `%`, `_` and `\` typed by someone are letters, not LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Members and shops to @mention while typing: names containing the typed words, accents
 * ignored (the same folding as search: "lan" finds "Lân"), the ones the writer follows first,
 * then the most followed.
 */
export async function suggestMentions(
  db: Db,
  viewerId: string,
  typed: string,
  urlOf: UrlOf,
): Promise<MentionSuggestion[]> {
  const words = foldText(typed.replace(/^@/, '')).replace(/\s+/g, ' ').trim();
  if (words === '') return [];
  const pattern = `%${likeEscaped(words)}%`;
  const [members, shops] = await Promise.all([
    queryRows<{ id: string; name: string; avatar: string | null }>(
      db,
      sql`SELECT u.id, u.full_name AS name, u.avatar_url AS avatar
          FROM users u LEFT JOIN community_profiles cp ON cp.user_id = u.id
          WHERE u.delete_requested_at IS NULL AND u.id <> ${viewerId}::uuid
            AND vn_fold(u.full_name) LIKE ${pattern}
          ORDER BY EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = ${viewerId}::uuid AND f.followee_id = u.id) DESC,
                   COALESCE(cp.follower_count, 0) DESC, u.id
          LIMIT ${MAX_EACH}`,
    ),
    queryRows<{ id: string; name: string; logo_key: string | null }>(
      db,
      sql`SELECT s.id, s.name, s.logo_key FROM shops s
          WHERE s.status = 'approved' AND vn_fold(s.name) LIKE ${pattern}
          ORDER BY EXISTS (SELECT 1 FROM shop_follows sf WHERE sf.user_id = ${viewerId}::uuid AND sf.shop_id = s.id) DESC,
                   s.follower_count DESC, s.id
          LIMIT ${MAX_EACH}`,
    ),
  ]);
  return [
    ...members.map((m) => ({ kind: 'user' as const, id: m.id, name: m.name, avatarUrl: m.avatar })),
    ...shops.map((s) => ({
      kind: 'shop' as const,
      id: s.id,
      name: s.name,
      avatarUrl: imageUrl(urlOf, s.logo_key, 200),
    })),
  ];
}
