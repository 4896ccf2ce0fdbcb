import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { authenticateIngest } from './live-ingest-auth';
import { liveWorld, SELLER_LIVES } from './live-test-world';

type Token = { token: string; expiresAt: string };

describe("the browser studio's publish token", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let w: Awaited<ReturnType<typeof liveWorld>>;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    w = await liveWorld(t);
  });
  afterAll(() => t.close());

  it('opens the ingest of its own live only, like the stream key, without showing the key', async () => {
    const { live, streamKey } = await w.schedule();
    const other = await w.schedule();
    const res = await w.call<Token>(w.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/publish-token`);
    expect(res.status).toBe(200);
    const token = res.body.data?.token ?? '';
    expect(token).toMatch(/^pub_/);
    expect(token).not.toContain(streamKey);
    expect(await authenticateIngest(t.ctx, live.id, token)).toEqual({ shopId: w.seller.shopId });
    expect(await authenticateIngest(t.ctx, other.live.id, token)).toBeNull();
    expect(await authenticateIngest(t.ctx, live.id, 'pub_guess')).toBeNull();
    // The key still works for OBS.
    expect(await authenticateIngest(t.ctx, live.id, streamKey)).not.toBeNull();
  });

  it('is for the live’s own seller and a live that may still stream', async () => {
    const { live } = await w.schedule();
    const buyer = await insertSignedInUser(t.ctx);
    expect((await w.call(buyer.headers, 'POST', `${SELLER_LIVES}/${live.id}/publish-token`)).status).toBe(
      403,
    );
    const rival = await liveWorld(t);
    expect(
      (await rival.call(rival.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/publish-token`)).status,
    ).toBe(404);
    const token = (await w.call<Token>(w.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/publish-token`))
      .body.data?.token;
    await w.call(w.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/cancel`);
    expect(await authenticateIngest(t.ctx, live.id, token ?? '')).toBeNull();
    expect((await w.call(w.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/publish-token`)).status).toBe(
      409,
    );
  });
});
