import { hashPassword } from '@cho-dep/api/accounts/password-hash';
import { users } from '@cho-dep/api/accounts/users.tables';
import { shopDescription } from '@cho-dep/api/seed/demo-shops';
import type { SeededRandom } from '@cho-dep/api/seed/seeded-random';
import { shops } from '@cho-dep/api/shops/shops.tables';
import type { Db } from '@cho-dep/db/client';
import type { BenchShop } from './bench-shops';

const DAY_MS = 86_400_000;

/**
 * Inserts the benchmark shops, approved, each with its owner account (one shop per owner).
 * The owners share one password hash: argon2 is deliberately slow, and nobody signs in as them.
 * Logos and covers are the pictures of the demo shop each one copies. Returns the shop ids in order.
 */
export async function insertBenchShops(
  db: Db,
  plannedShops: readonly BenchShop[],
  options: { random: SeededRandom; now: Date; runTag: string; idBySlug: ReadonlyMap<string, string> },
): Promise<string[]> {
  const { random, now, runTag, idBySlug } = options;
  const passwordHash = await hashPassword(`bench-${runTag}`);
  const ownerIds: string[] = [];
  for (let i = 0; i < plannedShops.length; i += 500) {
    const rows = plannedShops.slice(i, i + 500).map((shop, j) => ({
      email: `bench-${runTag}-${i + j}@bench.chodep.vn`,
      emailVerified: true,
      passwordHash,
      fullName: typeof shop.spec.owner === 'string' ? 'Chủ shop' : shop.spec.owner.fullName,
      roles: ['buyer', 'seller'],
    }));
    ownerIds.push(...(await db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id));
  }
  const shopIds: string[] = [];
  for (let i = 0; i < plannedShops.length; i += 500) {
    const rows = plannedShops.slice(i, i + 500).map(({ spec, base }, j) => {
      const index = i + j;
      const createdAt = new Date(now.getTime() - random.int(200, 1500) * DAY_MS);
      return {
        ownerUserId: ownerIds[index] as string,
        name: spec.name,
        slug: spec.slug,
        country: spec.country,
        status: 'approved' as const,
        mainCategoryId: idBySlug.get(spec.main) ?? null,
        isBusiness: spec.enterprise,
        businessType: spec.enterprise ? ('enterprise' as const) : ('personal' as const),
        description: shopDescription(spec),
        logoKey: `catalog/shops/${base.slug}-logo`,
        coverKey: `catalog/shops/${base.slug}-cover`,
        ...('provinceCode' in spec.address
          ? spec.address
          : { provinceCode: null, wardCode: null, street: spec.address.street }),
        followerCount: random.int(10, 90_000),
        createdAt,
        updatedAt: createdAt,
        approvedAt: new Date(createdAt.getTime() + 2 * DAY_MS),
      };
    });
    shopIds.push(...(await db.insert(shops).values(rows).returning({ id: shops.id })).map((r) => r.id));
  }
  return shopIds;
}
