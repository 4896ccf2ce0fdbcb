import { insertCategory, insertSearchProduct } from '../testing/catalog-fixtures';
import { insertTestShop } from '../testing/shop-fixtures';
import type { createTestApp } from '../testing/test-app';
import { refreshSearchVocabulary } from './search-vocabulary';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Shelf = 'women' | 'men' | 'beauty';

/**
 * A small catalog for ranking checks: each product a shopper would expect first for some
 * query, next to a decoy that sells more but matches worse (the words apart, only in the
 * brand, only as a prefix), so a ranking that leans on sales alone puts the decoy first.
 * Korean brands carry their Hangul name as a shop in Seoul would list it.
 */
const PRODUCTS: Array<{ key: string; name: string; brand?: string; sold: number; category: Shelf }> = [
  { key: 'shirt', name: 'Áo sơ mi nam trắng công sở', brand: 'Owen', sold: 40, category: 'men' },
  { key: 'shirtDecoy', name: 'Áo thun phối cổ sơ mi', sold: 400, category: 'men' },
  { key: 'floral', name: 'Váy hoa nhí dáng xoè', sold: 30, category: 'women' },
  { key: 'floralDecoy', name: 'Váy trắng thêu hoa', sold: 300, category: 'women' },
  { key: 'blackDress', name: 'Đầm đen dự tiệc cổ vuông', sold: 25, category: 'women' },
  { key: 'blackDecoy', name: 'Đầm trắng viền đen', sold: 500, category: 'women' },
  { key: 'officeDress', name: 'Đầm công sở dáng suông', sold: 20, category: 'women' },
  {
    key: 'innisfree',
    name: 'Kem dưỡng trà xanh Green Tea Seed 이니스프리',
    brand: 'Innisfree',
    sold: 60,
    category: 'beauty',
  },
  {
    key: 'laneige',
    name: 'Mặt nạ ngủ môi Lip Sleeping Mask 라네즈',
    brand: 'Laneige',
    sold: 90,
    category: 'beauty',
  },
  {
    key: 'cosrx',
    name: 'Sữa rửa mặt Low pH Good Morning 코스알엑스',
    brand: 'COSRX',
    sold: 70,
    category: 'beauty',
  },
  { key: 'threeCe', name: 'Son kem lì Velvet Lip Tint 쓰리씨이', brand: '3CE', sold: 50, category: 'beauty' },
  {
    key: 'romand',
    name: 'Son tint bóng Juicy Lasting Tint 롬앤',
    brand: 'Romand',
    sold: 80,
    category: 'beauty',
  },
  {
    key: 'sunscreen',
    name: 'Kem chống nắng nâng tông SPF50+',
    brand: 'Skin1004',
    sold: 45,
    category: 'beauty',
  },
  { key: 'sunDecoy', name: 'Kem dưỡng ẩm ban đêm chống lão hoá', sold: 450, category: 'beauty' },
  { key: 'serum', name: 'Serum vitamin C sáng da', brand: 'Klairs', sold: 35, category: 'beauty' },
  { key: 'perfume', name: 'Nước hoa nữ hương hoa hồng', sold: 15, category: 'beauty' },
  { key: 'jeansMen', name: 'Quần jean nam ống đứng', brand: "Levi's", sold: 22, category: 'men' },
  { key: 'jeansWomen', name: 'Quần jean nữ ống loe lưng cao', sold: 28, category: 'women' },
  { key: 'sneakers', name: 'Giày thể thao chạy bộ nam', brand: 'Biti’s', sold: 33, category: 'men' },
  { key: 'sneakerDecoy', name: 'Tất thể thao cổ ngắn kèm túi giày', sold: 800, category: 'men' },
  { key: 'bag', name: 'Túi xách da nữ đeo chéo', sold: 18, category: 'women' },
  { key: 'windbreaker', name: 'Áo khoác gió hai lớp chống nước', sold: 27, category: 'men' },
  { key: 'tee', name: 'Áo thun nam cotton cổ tròn', brand: 'Coolmate', sold: 65, category: 'men' },
  { key: 'teeDecoy', name: 'Quần short thun nam mặc nhà', brand: 'Áo Nam Store', sold: 900, category: 'men' },
];

export async function createRelevanceCatalog(t: TestApp) {
  const db = t.ctx.database.db;
  const category: Record<Shelf, string> = {
    women: await insertCategory(db, { slug: 'r-nu', vi: 'Nữ', en: 'Women', ko: '여성' }),
    men: await insertCategory(db, { slug: 'r-nam', vi: 'Nam', en: 'Men', ko: '남성' }),
    beauty: await insertCategory(db, { slug: 'r-my-pham', vi: 'Mỹ phẩm', en: 'Beauty', ko: '뷰티' }),
  };
  const shop = await insertTestShop(db, { name: 'Shop Tổng Hợp', followerCount: 10 });
  const ids: Record<string, string> = {};
  for (const p of PRODUCTS) {
    ids[p.key] = await insertSearchProduct(db, {
      shopId: shop.id,
      categoryId: category[p.category],
      name: p.name,
      brand: p.brand,
      soldCount: p.sold,
    });
  }
  await refreshSearchVocabulary(t.ctx);
  return ids;
}
