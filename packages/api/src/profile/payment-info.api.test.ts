import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';

/** The account page's payment info form saves through update-profile with the same field rules. */
describe('payment info', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await insertSignedInUser(t.ctx));
  });
  afterAll(() => t.close());

  const put = (body: unknown) =>
    t.api.request('/community/v1/profile/update-profile', {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json', 'accept-language': 'vi' },
      body: JSON.stringify(body),
    });

  it('saves the bank fields alone, leaving the rest of the profile, and refuses a bad account with field errors', async () => {
    const saved = await put({
      bankName: 'Vietcombank',
      bankAccount: '0011004455667',
      bankBranch: 'Hoàn Kiếm',
    });
    expect(saved.status).toBe(200);
    const { data } = await saved.json();
    expect(data).toMatchObject({
      fullName: 'Nguyễn Thị Lan',
      bank: { name: 'Vietcombank', account: '0011004455667', branch: 'Hoàn Kiếm' },
    });

    const refused = await put({ bankName: 'x'.repeat(101), bankAccount: '12-34-ab' });
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['bankAccount', 'bankName']);

    const cleared = await put({ bankName: null, bankAccount: '', bankBranch: null });
    expect((await cleared.json()).data.bank).toEqual({ name: null, account: null, branch: null });
  });
});
