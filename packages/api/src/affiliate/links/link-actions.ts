import type { LinkInput } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { affiliateClicks, affiliateLinks } from '../affiliate.tables';
import { linkViews } from './link-queries';
import type { LinkView } from './link-schemas';
import { targetInfos, targetKey } from './link-targets';
import { isShortCode, newShortCode } from './short-code';

/**
 * A KOL's link to a product, a shop, an open campaign or a live. Making the same link again
 * answers with the one they have (its code already went out on their channels); a target that
 * cannot be bought from is refused, and so is a link past the KOL's allowance.
 */
export async function makeLink(
  ctx: AppContext,
  kolUserId: string,
  input: LinkInput,
  origin: string,
): Promise<LinkView> {
  const db = ctx.database.db;
  const now = ctx.now();
  const info = (await targetInfos(db, [input], now)).get(targetKey(input.target, input.targetId));
  if (!info?.available) throw new AppError('AFFILIATE_TARGET_UNAVAILABLE');
  const existing = await findLink(ctx, kolUserId, input);
  if (existing) return (await linkViews(ctx, [existing], origin))[0] as LinkView;
  const [held] = await db
    .select({ n: count() })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.kolUserId, kolUserId));
  if ((held?.n ?? 0) >= LIMITS.affiliate.linksMax) {
    throw new AppError('AFFILIATE_LINKS_LIMIT', { params: { max: LIMITS.affiliate.linksMax } });
  }
  // A code already taken (one in 218 trillion) or the same link made twice at once: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .insert(affiliateLinks)
      .values({
        kolUserId,
        code: newShortCode(),
        target: input.target,
        targetId: input.targetId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const link = row ?? (await findLink(ctx, kolUserId, input));
    if (link) return (await linkViews(ctx, [link], origin))[0] as LinkView;
  }
  throw new AppError('INTERNAL');
}

async function findLink(ctx: AppContext, kolUserId: string, input: LinkInput) {
  const [row] = await ctx.database.db
    .select()
    .from(affiliateLinks)
    .where(
      and(
        eq(affiliateLinks.kolUserId, kolUserId),
        eq(affiliateLinks.target, input.target),
        eq(affiliateLinks.targetId, input.targetId),
      ),
    );
  return row;
}

/**
 * A visit through a short link: the click is recorded (with the visitor's account when signed
 * in, and their device), and the answer says where to send them. An unknown code sends them
 * home, recording nothing.
 */
export async function recordClick(
  ctx: AppContext,
  code: string,
  visitor: { userId: string | null; deviceId: string | null },
): Promise<{ clickId: string; path: string } | null> {
  if (!isShortCode(code)) return null;
  const db = ctx.database.db;
  const [link] = await db.select().from(affiliateLinks).where(eq(affiliateLinks.code, code));
  if (!link) return null;
  const now = ctx.now();
  const info = (await targetInfos(db, [link], now)).get(targetKey(link.target, link.targetId));
  const [click] = await db
    .insert(affiliateClicks)
    .values({
      linkId: link.id,
      kolUserId: link.kolUserId,
      userId: visitor.userId,
      deviceId: visitor.deviceId,
      clickedAt: now,
    })
    .returning({ id: affiliateClicks.id });
  if (!click) return null;
  return { clickId: click.id, path: info?.path ?? '/' };
}
