import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRefusals, contentReports } from '../community/moderation/moderation.tables';
import { listReportQueue } from '../community/moderation/report-queue';
import { postReplies, posts } from '../community/posts/posts.tables';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { seedDemoReports } from './seed-demo-reports';
import { seededRandom } from './seeded-random';

describe('demo reports for the moderation desk', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    const members: Awaited<ReturnType<typeof insertSignedInUser>>[] = [];
    for (const email of [
      'buyer@demo.vn',
      'khach1@demo.vn',
      'khach2@demo.vn',
      'khach3@demo.vn',
      'khach4@demo.vn',
    ]) {
      members.push(await insertSignedInUser(t.ctx, { email }));
    }
    const postRows = await db
      .insert(posts)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          authorId: members[i % members.length]?.userId ?? '',
          kind: 'question' as const,
          content: `Câu hỏi ${i} #hoi_dap`,
        })),
      )
      .returning({ id: posts.id });
    await db.insert(postReplies).values(
      postRows.slice(0, 4).map((post, i) => ({
        postId: post.id,
        authorId: members[(i + 1) % members.length]?.userId ?? '',
        content: 'Xinh quá',
      })),
    );
    await db.transaction((tx) => seedDemoReports(tx, seededRandom(20_260_107), t.ctx.now()));
  });
  afterAll(() => t.close());

  it('reports posts and replies by members other than their authors, and fills the open queue', async () => {
    const db = t.ctx.database.db;
    const reports = await db.select().from(contentReports);
    expect(reports.length).toBeGreaterThanOrEqual(10);
    const authors = new Map(
      [
        ...(await db.select({ id: posts.id, authorId: posts.authorId }).from(posts)),
        ...(await db.select({ id: postReplies.id, authorId: postReplies.authorId }).from(postReplies)),
      ].map((row) => [row.id, row.authorId]),
    );
    for (const report of reports) expect(report.reporterId).not.toBe(authors.get(report.targetId));
    const queue = await listReportQueue(db, { status: 'open', page: 1 }, (key) => `/media/${key}`);
    expect(queue.items.map((i) => i.targetType)).toEqual(expect.arrayContaining(['post', 'reply']));
    expect(queue.total).toBe(10);
  });

  it('logs refused attempts with the words the filter matched', async () => {
    const refusals = await t.ctx.database.db.select().from(contentRefusals);
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) expect(refusal.matched[0]).toBeTruthy();
  });
});
