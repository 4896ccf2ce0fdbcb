import { describe, expect, it } from 'vitest';
import { PROVIDER_SLUGS, providerOfSlug, safeReturnPath } from './social-providers';
import { accountNameFrom, claimIsTrue, decideSocialSignIn } from './social-sign-in-rules';

const none = { linkedUserId: null, email: null, emailVerified: false, userWithEmailId: null };

describe('decideSocialSignIn', () => {
  it('signs in the linked user whatever the e-mail says', () => {
    expect(
      decideSocialSignIn({ ...none, linkedUserId: 'u1', email: 'a@b.vn', userWithEmailId: 'u2' }),
    ).toEqual({
      kind: 'sign-in',
      userId: 'u1',
    });
  });

  it('asks for the password when a verified e-mail belongs to an account', () => {
    expect(
      decideSocialSignIn({ ...none, email: 'a@b.vn', emailVerified: true, userWithEmailId: 'u2' }),
    ).toEqual({
      kind: 'confirm-link',
      userId: 'u2',
      email: 'a@b.vn',
    });
  });

  it('never links on an unverified e-mail: a new account without that e-mail', () => {
    expect(
      decideSocialSignIn({ ...none, email: 'a@b.vn', emailVerified: false, userWithEmailId: 'u2' }),
    ).toEqual({
      kind: 'create',
      email: null,
      emailVerified: false,
    });
  });

  it('creates an account with the e-mail, verified only when the provider verified it', () => {
    expect(decideSocialSignIn({ ...none, email: 'a@b.vn', emailVerified: true })).toEqual({
      kind: 'create',
      email: 'a@b.vn',
      emailVerified: true,
    });
    expect(decideSocialSignIn({ ...none, email: 'a@b.vn' })).toMatchObject({ emailVerified: false });
    expect(decideSocialSignIn(none)).toEqual({ kind: 'create', email: null, emailVerified: false });
  });
});

describe('safeReturnPath', () => {
  it('keeps our own paths and refuses other hosts', () => {
    expect(safeReturnPath('/gio-hang?x=1')).toBe('/gio-hang?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '', undefined, '/a\nb']) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });
});

describe('names and claims', () => {
  const limits = { min: 2, max: 40 };
  it('takes the provider name, else the e-mail, else the default', () => {
    expect(accountNameFrom(' Lan ', null, 'Thành viên', limits)).toBe('Lan');
    expect(accountNameFrom(null, 'minh.tran@example.vn', 'Thành viên', limits)).toBe('minh.tran');
    expect(accountNameFrom('', null, 'Thành viên', limits)).toBe('Thành viên');
    expect(accountNameFrom('x'.repeat(60), null, 'T', limits)).toHaveLength(40);
  });
  it('reads Apple string booleans', () => {
    expect(claimIsTrue('true')).toBe(true);
    expect(claimIsTrue(true)).toBe(true);
    expect(claimIsTrue('false')).toBe(false);
    expect(claimIsTrue(undefined)).toBe(false);
  });
  it('maps slugs both ways', () => {
    expect(PROVIDER_SLUGS.zalo).toBe('zalo-v2');
    expect(providerOfSlug('zalo-v2')).toBe('zalo');
    expect(providerOfSlug('zalo')).toBeUndefined();
  });
});
