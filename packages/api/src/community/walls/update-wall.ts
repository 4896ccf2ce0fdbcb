import { findOffensiveTerm } from '@cho-dep/core/community/offensive-content';
import type { WallUpdate } from '@cho-dep/core/community/wall-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { communityProfiles } from './walls.tables';

/**
 * A member edits their wall: bio, body shape and whether the shape and their measurements show.
 * An offensive bio is refused like a post ("Inappropriate content").
 */
export async function updateWall(db: Db, userId: string, input: WallUpdate, now: Date): Promise<void> {
  if (input.bio && findOffensiveTerm(input.bio) !== null) throw new AppError('CONTENT_INAPPROPRIATE');
  const changes = {
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
    ...(input.bodyShape !== undefined ? { bodyShape: input.bodyShape } : {}),
    ...(input.showBodyShape !== undefined ? { showBodyShape: input.showBodyShape } : {}),
    ...(input.showMeasurements !== undefined ? { showMeasurements: input.showMeasurements } : {}),
    updatedAt: now,
  };
  await db
    .insert(communityProfiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: changes });
}
