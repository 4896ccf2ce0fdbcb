import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { UUID } from '../../admin/uuid';
import type { AppContext } from '../../app/app-context';
import { affiliateApiTokens } from '../affiliate.tables';
import { isApprovedKol } from '../kol-access';

/** Affiliate API tokens start with this, so a leaked one is recognisable in logs and code scans. */
const PREFIX = 'cdaff_';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const view = (row: typeof affiliateApiTokens.$inferSelect): TokenView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A new token: shown once in the answer, only its SHA-256 kept. */
export async function createApiToken(ctx: AppContext, kolUserId: string, name: string) {
  const db = ctx.database.db;
  const [held] = await db
    .select({ n: count() })
    .from(affiliateApiTokens)
    .where(and(eq(affiliateApiTokens.kolUserId, kolUserId), isNull(affiliateApiTokens.revokedAt)));
  if ((held?.n ?? 0) >= LIMITS.affiliate.apiTokensMax) {
    throw new AppError('AFFILIATE_TOKENS_LIMIT', { params: { max: LIMITS.affiliate.apiTokensMax } });
  }
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(affiliateApiTokens)
    .values({
      kolUserId,
      name,
      prefix: token.slice(0, PREFIX.length + 6),
      tokenHash: hashOf(token),
      createdAt: ctx.now(),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return { ...view(row), token };
}

/** The KOL's tokens still in force, newest first. */
export async function listApiTokens(ctx: AppContext, kolUserId: string): Promise<TokenView[]> {
  const rows = await ctx.database.db
    .select()
    .from(affiliateApiTokens)
    .where(and(eq(affiliateApiTokens.kolUserId, kolUserId), isNull(affiliateApiTokens.revokedAt)))
    .orderBy(desc(affiliateApiTokens.createdAt));
  return rows.map(view);
}

/** Revokes one of the KOL's tokens at once; someone else's, or an unknown id, is NOT_FOUND. */
export async function revokeApiToken(ctx: AppContext, kolUserId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  const [row] = await ctx.database.db
    .update(affiliateApiTokens)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(affiliateApiTokens.id, id),
        eq(affiliateApiTokens.kolUserId, kolUserId),
        isNull(affiliateApiTokens.revokedAt),
      ),
    )
    .returning({ id: affiliateApiTokens.id });
  if (!row) throw new AppError('NOT_FOUND');
}

/**
 * The KOL a Bearer token speaks for: a token unknown or revoked is 401, a KOL no longer approved
 * 403. The token's last use is kept to the minute (one write a minute, not one a request).
 */
export async function kolOfBearer(ctx: AppContext, header: string | undefined): Promise<string> {
  const token = /^Bearer\s+(cdaff_[A-Za-z0-9_-]{20,100})$/i.exec(header?.trim() ?? '')?.[1];
  if (!token) throw new AppError('UNAUTHENTICATED');
  const db = ctx.database.db;
  const [row] = await db
    .select()
    .from(affiliateApiTokens)
    .where(and(eq(affiliateApiTokens.tokenHash, hashOf(token)), isNull(affiliateApiTokens.revokedAt)));
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (!(await isApprovedKol(db, row.kolUserId))) throw new AppError('AFFILIATE_NOT_KOL');
  const now = ctx.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(affiliateApiTokens).set({ lastUsedAt: now }).where(eq(affiliateApiTokens.id, row.id));
  }
  return row.kolUserId;
}
