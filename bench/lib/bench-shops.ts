import type { DemoShop } from '@cho-dep/api/seed/demo-shops';
import { DEMO_SHOPS } from '@cho-dep/api/seed/demo-shops';
import type { SeededRandom } from '@cho-dep/api/seed/seeded-random';
import { slugify } from '@cho-dep/core/catalog/product-slug';

/**
 * Shops for the benchmark catalog. Each copies what an approved demo shop sells (its
 * sub-categories, country, address, colour) under a new brand-like name, so a million
 * products spread over a couple of thousand shops and brands as on a real marketplace.
 * Product names, variants and attributes come from the demo builders; only the shop names
 * are new here (the demo has 21 shops, a large catalog needs more brands).
 */
const VN_FIRST = [
  'An',
  'Bảo',
  'Cát',
  'Diệp',
  'Gia',
  'Hạ',
  'Khánh',
  'Lam',
  'Linh',
  'Mai',
  'Minh',
  'Mộc',
  'Nắng',
  'Ngân',
  'Nhã',
  'Phương',
  'Quỳnh',
  'Sen',
  'Thảo',
  'Thu',
  'Tú',
  'Vân',
  'Xuân',
  'Yến',
  'Hồng',
  'Ngọc',
  'Trúc',
  'Hoa',
  'Tâm',
  'Việt',
  'Đông',
  'Hương',
];
const VN_SECOND = [
  'An',
  'Châu',
  'Đào',
  'Giang',
  'Hà',
  'Lan',
  'My',
  'Nhi',
  'Phúc',
  'Sa',
  'Tiên',
  'Trang',
  'Uyên',
  'Vy',
  'Anh',
  'Hân',
  'Khuê',
  'Ly',
  'Mơ',
  'Nhiên',
];
const VN_FASHION = [
  'Studio',
  'House',
  'Fashion',
  'Boutique',
  'Store',
  'Closet',
  'Shop',
  'Atelier',
  'Design',
  'Official',
  'Collection',
];
const VN_BEAUTY = ['Mỹ Phẩm', 'Beauty', 'Cosmetics', 'Skin', 'Store', 'Official', 'House'];
const KO_FIRST = [
  'Seoul',
  'Hana',
  'Mirae',
  'Daon',
  'Bom',
  'Haneul',
  'Sora',
  'Dal',
  'Byeol',
  'Ari',
  'Nari',
  'Jeju',
  'Busan',
  'Incheon',
  'Yuna',
  'Minji',
  'Jiwoo',
  'Saebom',
  'Gaon',
  'Dahye',
];
const KO_SECOND = ['Glow', 'Bloom', 'Mood', 'Pure', 'Daily', 'Petit', 'Lovely', 'Calm', 'Fresh', 'Soft'];
const KO_FASHION = ['Closet', 'Studio', 'Wear', 'Store', 'Official', 'Atelier'];
const KO_BEAUTY = ['Lab', 'Beauty', 'Cosmetics', 'Skin', 'Korea'];

const APPROVED = DEMO_SHOPS.filter((shop) => shop.status === 'approved');

function brandName(random: SeededRandom, shop: DemoShop, used: Set<string>): string {
  const korean = shop.country === 'KO';
  const cosmetics = shop.main === 'my-pham';
  for (let attempt = 0; ; attempt++) {
    const first = random.pick(korean ? KO_FIRST : VN_FIRST);
    const second = random.pick(korean ? KO_SECOND : VN_SECOND);
    // A cosmetics shop is not a "Closet", a fashion shop not a "Beauty Lab".
    const suffix = random.pick(
      korean ? (cosmetics ? KO_BEAUTY : KO_FASHION) : cosmetics ? VN_BEAUTY : VN_FASHION,
    );
    const name = attempt < 20 ? `${first} ${second} ${suffix}` : `${first} ${second} ${suffix} ${attempt}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

export interface BenchShop {
  spec: DemoShop;
  /** The demo shop it copies (its logo and cover pictures are reused). */
  base: DemoShop;
}

export function benchShops(random: SeededRandom, count: number, runTag: string): BenchShop[] {
  const used = new Set(DEMO_SHOPS.map((shop) => shop.name));
  return Array.from({ length: count }, (_, index) => {
    const base = APPROVED[index % APPROVED.length] as DemoShop;
    const name = brandName(random, base, used);
    return {
      base,
      spec: {
        ...base,
        name,
        slug: `${slugify(name, 60)}-${runTag}-${index}`,
        owner: { fullName: `Chủ shop ${name}` },
        enterprise: random.chance(0.3),
      },
    };
  });
}

/**
 * How many products each shop gets: a long tail (Zipf-like weights), so a few shops hold
 * thousands of products and most a few hundred, summing exactly to `total`.
 */
export function productsPerShop(shopCount: number, total: number): number[] {
  const weights = Array.from({ length: shopCount }, (_, i) => 1 / (i + 1) ** 0.7);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % shopCount, rest--) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}
