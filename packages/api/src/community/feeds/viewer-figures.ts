import type { BodyFigures } from '@cho-dep/core/community/similar-body';
import type { Db, Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { communityProfiles } from '../walls/walls.tables';

/**
 * A member's own figures for "người có số đo giống tôi": height and weight from their body
 * measurements, body shape from their wall. Private to them: only compared, never shown.
 */
export async function viewerFigures(db: Db | Tx, userId: string): Promise<BodyFigures> {
  const [row] = await db
    .select({ measurements: users.bodyMeasurements, bodyShape: communityProfiles.bodyShape })
    .from(users)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return {
    heightCm: row?.measurements?.height ?? null,
    weightKg: row?.measurements?.weight ?? null,
    bodyShape: row?.bodyShape ?? null,
  };
}
