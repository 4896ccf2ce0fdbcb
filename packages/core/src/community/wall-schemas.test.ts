import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { wallUpdateSchema } from './wall-schemas';

describe('wall update', () => {
  it('takes a bio up to the limit, trimmed', () => {
    expect(wallUpdateSchema.safeParse({ bio: `  ${'a'.repeat(LIMITS.post.wallBioMax)}  ` }).success).toBe(
      true,
    );
    const tooLong = wallUpdateSchema.safeParse({ bio: 'a'.repeat(LIMITS.post.wallBioMax + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe('validation.tooLong');
  });

  it('knows the body shapes and refuses unknown fields', () => {
    expect(wallUpdateSchema.safeParse({ bodyShape: 'pear', showBodyShape: true }).success).toBe(true);
    expect(wallUpdateSchema.safeParse({ bodyShape: null }).success).toBe(true);
    expect(wallUpdateSchema.safeParse({ bodyShape: 'cube' }).success).toBe(false);
    expect(wallUpdateSchema.safeParse({ followerCount: 1000 }).success).toBe(false);
  });
});
