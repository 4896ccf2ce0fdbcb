import {
  type ModerationAction,
  moderationApplies,
  moderationAuditCodes,
  statusAfter,
} from '@cho-dep/core/community/moderation-schemas';
import type { ReportTargetType } from '@cho-dep/core/community/report-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { recordAdminDecision } from '../../admin/record-admin-decision';
import { UUID } from '../../admin/uuid';
import type { AppContext } from '../../app/app-context';
import { notify } from '../../notifications/notify';
import { blooks } from '../blooks/blooks.tables';
import { restoreBlook, setBlookRemoved } from '../blooks/write-blook';
import { fanOutPost, removeFromFeeds } from '../feeds/fan-out';
import { postReplies, posts } from '../posts/posts.tables';
import { contentReports } from './moderation.tables';

export interface ModerationDecision {
  adminId: string;
  targetType: ReportTargetType;
  targetId: string;
  action: ModerationAction;
  /** Shown to the author (remove, restore); none when the content is kept. */
  reason: string | null;
}

/** What the decision touched: the author to tell and where the notice leads. */
interface Decided {
  authorId: string;
  /** The post a reply belongs to (its notice opens the post). */
  postId: string | null;
  title: string | null;
  excerpt: string;
}

/**
 * A moderator's decision on reported content (product.md §3: the admin can remove): remove,
 * restore or keep. One transaction: the content row is locked and checked (a second moderator
 * finds it decided, 409), its status changes, every open report of it is resolved, the audit
 * log gets its line and the author is notified with the reason. A removed post leaves the home
 * feeds; a restored one is written back into them. A removed reply stops counting in its
 * post's replyCount (only what readers can see is counted) and counts again when restored.
 */
export async function decideReportedContent(ctx: AppContext, decision: ModerationDecision): Promise<void> {
  if (!UUID.test(decision.targetId)) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const decided = await applyDecision(tx, decision, now);
    await tx
      .update(contentReports)
      .set({ status: 'resolved', resolvedById: decision.adminId, resolvedAt: now })
      .where(
        and(
          eq(contentReports.targetType, decision.targetType),
          eq(contentReports.targetId, decision.targetId),
          eq(contentReports.status, 'open'),
        ),
      );
    const codes = moderationAuditCodes(decision.targetType, decision.action);
    await recordAdminDecision(tx, {
      adminUserId: decision.adminId,
      action: codes.action,
      targetType: codes.targetType,
      targetId: decision.targetId,
      reason: decision.reason,
      details: {
        to: statusAfter(decision.action),
        authorId: decided.authorId,
        ...(decided.postId ? { postId: decided.postId } : {}),
        ...(decided.title ? { title: decided.title } : {}),
        excerpt: decided.excerpt,
      },
      now,
    });
    if (decision.action === 'keep') return;
    await notify(tx, [authorNotice(decision, decided)], now);
  });
}

function authorNotice(decision: ModerationDecision, decided: Decided) {
  const verb = decision.action === 'remove' ? 'removed' : 'restored';
  const params = { reason: decision.reason ?? '', ...(decided.title ? { title: decided.title } : {}) };
  if (decision.targetType === 'blook') {
    return {
      userId: decided.authorId,
      kind: `moderation.blook_${verb}`,
      params,
      targetType: 'blook' as const,
      targetId: decision.targetId,
    };
  }
  return {
    userId: decided.authorId,
    kind: `moderation.${decision.targetType}_${verb}`,
    params,
    targetType: 'post' as const,
    targetId: decided.postId ?? decision.targetId,
  };
}

const excerptOf = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

async function applyDecision(tx: Tx, decision: ModerationDecision, now: Date): Promise<Decided> {
  const { targetId, action } = decision;
  const status = statusAfter(action);
  if (decision.targetType === 'post') {
    const [post] = await tx
      .select({
        authorId: posts.authorId,
        shopId: posts.shopId,
        status: posts.status,
        content: posts.content,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .where(eq(posts.id, targetId))
      .for('update');
    if (!post) throw new AppError('NOT_FOUND');
    if (!moderationApplies(post.status, action)) throw new AppError('MODERATION_ALREADY_DECIDED');
    if (action !== 'keep') {
      await tx
        .update(posts)
        .set({
          status,
          removedReason: action === 'remove' ? decision.reason : null,
          removedAt: action === 'remove' ? now : null,
        })
        .where(eq(posts.id, targetId));
    }
    if (action === 'remove') await removeFromFeeds(tx, targetId);
    if (action === 'restore') {
      await fanOutPost(tx, {
        id: targetId,
        authorId: post.authorId,
        shopId: post.shopId,
        createdAt: post.createdAt,
      });
    }
    return { authorId: post.authorId, postId: targetId, title: null, excerpt: excerptOf(post.content) };
  }
  if (decision.targetType === 'reply') {
    // The post first, then the reply: the order deleting a reply takes its locks in.
    const [parent] = await tx
      .select({ postId: postReplies.postId })
      .from(postReplies)
      .where(eq(postReplies.id, targetId));
    if (!parent) throw new AppError('NOT_FOUND');
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, parent.postId)).for('update');
    const [reply] = await tx
      .select({
        authorId: postReplies.authorId,
        postId: postReplies.postId,
        status: postReplies.status,
        content: postReplies.content,
      })
      .from(postReplies)
      .where(eq(postReplies.id, targetId))
      .for('update');
    if (!reply) throw new AppError('NOT_FOUND');
    if (!moderationApplies(reply.status, action)) throw new AppError('MODERATION_ALREADY_DECIDED');
    if (action !== 'keep') {
      await tx
        .update(postReplies)
        .set({ status, removedReason: action === 'remove' ? decision.reason : null })
        .where(eq(postReplies.id, targetId));
      const step = action === 'remove' ? -1 : 1;
      await tx
        .update(posts)
        .set({ replyCount: sql`GREATEST(${posts.replyCount} + ${step}, 0)` })
        .where(eq(posts.id, reply.postId));
    }
    return { authorId: reply.authorId, postId: reply.postId, title: null, excerpt: excerptOf(reply.content) };
  }
  const [blook] = await tx
    .select({ authorId: blooks.authorId, status: blooks.status, title: blooks.title })
    .from(blooks)
    .where(eq(blooks.id, targetId))
    .for('update');
  if (!blook) throw new AppError('NOT_FOUND');
  if (!moderationApplies(blook.status, action)) throw new AppError('MODERATION_ALREADY_DECIDED');
  if (action === 'remove') await setBlookRemoved(tx, targetId, decision.reason ?? '', now);
  if (action === 'restore') await restoreBlook(tx, targetId, now);
  return { authorId: blook.authorId, postId: null, title: blook.title, excerpt: blook.title };
}
