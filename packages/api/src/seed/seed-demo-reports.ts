import { findOffensiveTerm } from '@cho-dep/core/community/offensive-content';
import type { ReportReason, ReportTargetType } from '@cho-dep/core/community/report-schemas';
import type { Tx } from '@cho-dep/db/client';
import { desc, eq, like, or } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { blooks } from '../community/blooks/blooks.tables';
import { contentRefusals, contentReports } from '../community/moderation/moderation.tables';
import { postReplies, posts } from '../community/posts/posts.tables';
import type { SeededRandom } from './seeded-random';

const HOUR_MS = 3_600_000;
/** Posts with open reports: enough for a real queue, not enough to look like a troubled community. */
const REPORTED_POSTS = 8;
const REPORTED_REPLIES = 2;
const REPORTED_BLOOKS = 1;

const NOTES: Partial<Record<ReportReason, readonly string[]>> = {
  spam: ['Đăng đi đăng lại cùng một nội dung', 'Quảng cáo kèm link lạ', ''],
  scam: ['Hình ảnh lấy từ shop khác, nghi hàng nhái', 'Yêu cầu chuyển khoản trước qua Zalo', ''],
  offensive: ['Bình luận khiếm nhã với người khác', ''],
  harassment: ['Nhắn tin làm phiền nhiều lần', ''],
};
const REASONS: readonly ReportReason[] = [
  'spam',
  'spam',
  'scam',
  'scam',
  'offensive',
  'harassment',
  'nudity',
];

/** Attempts the word filter refused: the log a moderator reads at /quan-tri/kiem-duyet/chan-tu-dong. */
const REFUSALS: { targetType: ReportTargetType; content: string }[] = [
  { targetType: 'reply', content: 'Shop làm ăn như vcl, giao sai màu còn cãi' },
  { targetType: 'post', content: 'Hàng fake mà bán giá auth, đ.m shop này' },
  { targetType: 'reply', content: 'Đm hỏi size mà không ai trả lời' },
  { targetType: 'blook', content: 'Set đồ đi chơi cho mấy con đ.ĩ' },
  { targetType: 'reply', content: 'Vcllll đẹp quá trời' },
];

/**
 * A few open reports on demo posts, replies and a blook (one to four members each, with their
 * reasons and notes) and some refused attempts, so the admin's moderation desk is not empty on
 * a fresh start. Runs after the posts and blooks; with none of them it does nothing.
 */
export async function seedDemoReports(tx: Tx, rand: SeededRandom, now: Date): Promise<void> {
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(or(like(users.email, 'khach%@demo.vn'), eq(users.email, 'buyer@demo.vn')))
    .orderBy(users.email);
  if (members.length < 2) return;
  const [postRows, replyRows, blookRows] = await Promise.all([
    tx
      .select({ id: posts.id, authorId: posts.authorId })
      .from(posts)
      .where(eq(posts.status, 'published'))
      .orderBy(desc(posts.createdAt), posts.id)
      .limit(80),
    tx
      .select({ id: postReplies.id, authorId: postReplies.authorId })
      .from(postReplies)
      .where(eq(postReplies.status, 'published'))
      .orderBy(desc(postReplies.createdAt), postReplies.id)
      .limit(40),
    tx
      .select({ id: blooks.id, authorId: blooks.authorId })
      .from(blooks)
      .where(eq(blooks.status, 'published'))
      .orderBy(desc(blooks.createdAt), blooks.id)
      .limit(20),
  ]);
  const reports: (typeof contentReports.$inferInsert)[] = [];
  const reportTargets = (
    targetType: ReportTargetType,
    rows: { id: string; authorId: string }[],
    count: number,
  ) => {
    for (const target of rand.sample(rows, count)) {
      const reporters = rand.sample(
        members.filter((m) => m.id !== target.authorId),
        rand.int(1, 4),
      );
      const mainReason = rand.pick(REASONS);
      for (const reporter of reporters) {
        const reason = rand.chance(0.75) ? mainReason : rand.pick(REASONS);
        reports.push({
          reporterId: reporter.id,
          targetType,
          targetId: target.id,
          reason,
          note: rand.pick(NOTES[reason] ?? ['']),
          createdAt: new Date(now.getTime() - rand.int(1, 72) * HOUR_MS),
        });
      }
    }
  };
  reportTargets('post', postRows, REPORTED_POSTS);
  reportTargets('reply', replyRows, REPORTED_REPLIES);
  reportTargets('blook', blookRows, REPORTED_BLOOKS);
  if (reports.length > 0) await tx.insert(contentReports).values(reports);

  const refusers = rand.sample(members, 3);
  // The words are the filter's own answer, as the live refusals record them.
  const refused = REFUSALS.flatMap((refusal, i) => {
    const matched = findOffensiveTerm(refusal.content);
    if (matched === null) return [];
    return [
      {
        authorId: (refusers[i % refusers.length] ?? lastOf(members)).id,
        targetType: refusal.targetType,
        content: refusal.content,
        matched: [matched],
        createdAt: new Date(now.getTime() - (i * 7 + rand.int(1, 6)) * HOUR_MS),
      },
    ];
  });
  if (refused.length > 0) await tx.insert(contentRefusals).values(refused);
}

function lastOf<T>(list: readonly T[]): T {
  const last = list[list.length - 1];
  if (last === undefined) throw new Error('no demo members');
  return last;
}
