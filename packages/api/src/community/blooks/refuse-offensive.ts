import { findOffensiveTerm } from '@cho-dep/core/community/offensive-content';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { contentRefusals } from '../moderation/moderation.tables';

/**
 * A blook title or comment the word filter reads as offensive is refused ("Content contains
 * inappropriate information"), and the attempt is logged for the moderators (outside any
 * transaction: the refused write leaves nothing else behind).
 */
export async function refuseOffensive(db: Db, authorId: string, text: string): Promise<void> {
  const matched = findOffensiveTerm(text);
  if (matched === null) return;
  await db
    .insert(contentRefusals)
    .values({ authorId, targetType: 'blook', content: text, matched: [matched] });
  throw new AppError('CONTENT_INAPPROPRIATE');
}
