import { randomUUID } from 'node:crypto';
import type { users } from '../accounts/users.tables';

/**
 * The people behind the demo reviews, searches and likes. They cannot log in (their password
 * hash is not a hash, so every check fails) and so are not listed in README.md; the demo
 * accounts people use are in seed-demo-accounts.ts.
 */
const NAMES = [
  'Nguyễn Thị Lan',
  'Trần Quốc Huy',
  'Lê Minh Anh',
  'Phạm Ngọc Trâm',
  'Hoàng Gia Bảo',
  'Vũ Thảo Nguyên',
  'Đỗ Khánh Vy',
  'Bùi Đức Thắng',
  'Đặng Thu Uyên',
  'Ngô Hải Yến',
  'Dương Tuấn Kiệt',
  'Lý Mỹ Duyên',
  'Phan Thanh Hương',
  'Võ Hoàng Nam',
  'Trịnh Bảo Châu',
  'Mai Phương Thảo',
  'Hồ Ngọc Hân',
  'Tô Minh Quân',
  'Lâm Kim Ngân',
  'Châu Gia Linh',
] as const;

/** Not an argon2 hash: verifyPassword fails on it, so these accounts never log in. */
const NO_LOGIN = '!demo-reviewer';

export type UserRow = typeof users.$inferInsert & { id: string; fullName: string };

export function buildDemoBuyers(now: Date): UserRow[] {
  return NAMES.map((fullName, i) => {
    const createdAt = new Date(now.getTime() - (300 - i * 9) * 86_400_000);
    return {
      id: randomUUID(),
      email: `khach${String(i + 1).padStart(2, '0')}@demo.vn`,
      emailVerified: true,
      passwordHash: NO_LOGIN,
      fullName,
      roles: ['buyer'],
      createdAt,
      updatedAt: createdAt,
    };
  });
}
