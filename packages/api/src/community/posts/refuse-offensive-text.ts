import { findOffensiveTerm } from '@cho-dep/core/community/offensive-content';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { contentRefusals } from '../moderation/moderation.tables';

/**
 * A post or reply the word filter reads as offensive is refused ("Content contains
 * inappropriate information", product.md §5) and the attempt is logged for the moderators,
 * outside any transaction: the refused write leaves nothing else behind.
 */
export async function refuseOffensiveText(
  db: Db,
  authorId: string,
  targetType: 'post' | 'reply',
  text: string,
): Promise<void> {
  const matched = findOffensiveTerm(text);
  if (matched === null) return;
  await db.insert(contentRefusals).values({ authorId, targetType, content: text, matched: [matched] });
  throw new AppError('CONTENT_INAPPROPRIATE', {
    fields: [{ path: 'content', message: 'errors.CONTENT_INAPPROPRIATE' }],
  });
}
