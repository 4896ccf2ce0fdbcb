import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../landing/contact-messages.tables';
import { notifications } from '../notifications/notifications.tables';
import { imageFileKey } from '../products/catalog/catalog-media';
import { socialFeedback } from '../social-feedback/social-feedback.tables';
import { createTestApp } from '../testing/test-app';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoSocialFeedbackOnce } from './seed-demo-social-feedback';

describe('demo social feedback and contact messages', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.ctx);
  });
  afterAll(() => t.close());

  it('fills every status once, with drawn pictures, the demo buyer told of their answer', async () => {
    expect(await seedDemoSocialFeedbackOnce(t.ctx)).toBe(true);
    expect(await seedDemoSocialFeedbackOnce(t.ctx)).toBe(false);
    const db = t.ctx.database.db;
    const rows = await db.select().from(socialFeedback);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['received', 'reviewing', 'answered', 'closed']),
    );
    for (const key of rows.flatMap((r) => r.imageKeys)) {
      expect(await t.ctx.storage.get(imageFileKey(key, 400))).not.toBeNull();
      expect(await t.ctx.storage.get(imageFileKey(key, 800))).not.toBeNull();
    }
    const told = await db.select().from(notifications);
    expect(told.filter((n) => n.kind === 'social_feedback.answered')).toHaveLength(1);
    const inbox = await db.select().from(contactMessages);
    expect(inbox.filter((m) => m.status === 'new').length).toBeGreaterThan(0);
  });
});
