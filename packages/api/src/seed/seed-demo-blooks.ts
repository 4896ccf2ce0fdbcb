import type { BlookSlot } from '@cho-dep/core/community/blook-schemas';
import type { Tx } from '@cho-dep/db/client';
import { and, asc, eq, gt, inArray, like, or } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { syncBlookCatalog } from '../community/blooks/blook-catalog';
import {
  blookCategories,
  blookComments,
  blookItems,
  blookLikes,
  blookSaves,
  blookSubCategories,
  blooks,
  blookTemplates,
} from '../community/blooks/blooks.tables';
import { categories } from '../products/catalog/categories.tables';
import { products, productVariants } from '../products/catalog/products.tables';
import type { SeededRandom } from './seeded-random';

const DAY_MS = 86_400_000;

/** Which catalog categories fill which slot, women's first (most demo looks are). */
const SLOT_CATEGORIES: Record<BlookSlot, { women: string[]; men: string[] }> = {
  top: { women: ['ao-kieu-nu', 'ao-thun-nu'], men: ['ao-so-mi-nam', 'ao-polo-nam', 'ao-thun-nam'] },
  bottom: { women: ['chan-vay', 'quan-jeans-nu'], men: ['quan-jeans-nam', 'quan-short-nam'] },
  dress: { women: ['dam'], men: ['dam'] },
  outerwear: { women: ['ao-khoac-nu'], men: ['ao-khoac-nam'] },
  shoes: { women: ['giay'], men: ['giay'] },
  bag: { women: ['tui-xach'], men: ['tui-xach'] },
  accessory: { women: ['trang-suc', 'kinh-mat', 'mu-non'], men: ['kinh-mat', 'mu-non', 'that-lung-vi'] },
  beauty: { women: ['son-moi', 'nuoc-hoa', 'trang-diem-mat'], men: ['nuoc-hoa', 'kem-chong-nang'] },
};

/** The looks: occasion, style, layout and title; men's looks use men's tops and trousers. */
const LOOKS: { category: string; sub: string; template: string; title: string; men?: boolean }[] = [
  { category: 'di-lam', sub: 'cong-so-thanh-lich', template: 'cong-so', title: 'Công sở thanh lịch mùa thu' },
  { category: 'di-lam', sub: 'smart-casual', template: 'co-ban', title: 'Thứ Sáu smart casual' },
  {
    category: 'di-lam',
    sub: 'hop-quan-trong',
    template: 'khoac-ngoai',
    title: 'Blazer cho buổi thuyết trình',
  },
  { category: 'di-lam', sub: 'cong-so-thanh-lich', template: 'toi-gian', title: 'Tối giản đi làm 5 phút' },
  {
    category: 'di-lam',
    sub: 'smart-casual',
    template: 'cong-so',
    title: 'Sơ mi xanh, quần jeans tối màu',
    men: true,
  },
  { category: 'di-lam', sub: 'hop-quan-trong', template: 'tron-bo', title: 'Gặp khách hàng tự tin' },
  {
    category: 'dao-pho',
    sub: 'street-style',
    template: 'nang-dong',
    title: 'Street style cuối tuần Sài Gòn',
  },
  { category: 'dao-pho', sub: 'cafe-cuoi-tuan', template: 'co-ban', title: 'Cà phê sáng Chủ nhật' },
  { category: 'dao-pho', sub: 'di-mua-sam', template: 'tron-bo', title: 'Dạo Phố đi bộ Nguyễn Huệ' },
  {
    category: 'dao-pho',
    sub: 'street-style',
    template: 'toi-gian',
    title: 'Áo polo và short năng động',
    men: true,
  },
  { category: 'dao-pho', sub: 'cafe-cuoi-tuan', template: 'vay-xinh', title: 'Váy hoa nhí đi cà phê' },
  { category: 'dao-pho', sub: 'di-mua-sam', template: 'khoac-ngoai', title: 'Khoác nhẹ đi mall' },
  { category: 'hen-ho', sub: 'buoi-toi-lang-man', template: 'vay-xinh', title: 'Hẹn hò tối thứ Bảy' },
  { category: 'hen-ho', sub: 'picnic', template: 'co-ban', title: 'Picnic công viên Tao Đàn' },
  { category: 'hen-ho', sub: 'xem-phim', template: 'lam-dep', title: 'Son đỏ cho buổi xem phim' },
  { category: 'hen-ho', sub: 'buoi-toi-lang-man', template: 'tron-bo', title: 'Lãng mạn mà vẫn thoải mái' },
  { category: 'hen-ho', sub: 'xem-phim', template: 'co-ban', title: 'Sơ mi trắng đi xem phim', men: true },
  { category: 'hen-ho', sub: 'picnic', template: 'di-bien', title: 'Váy trắng dã ngoại' },
  { category: 'du-lich', sub: 'di-bien', template: 'di-bien', title: 'Nha Trang nắng vàng' },
  { category: 'du-lich', sub: 'da-lat', template: 'khoac-ngoai', title: 'Đà Lạt se lạnh' },
  { category: 'du-lich', sub: 'kham-pha-thanh-pho', template: 'nang-dong', title: 'Hội An một ngày đi bộ' },
  { category: 'du-lich', sub: 'di-bien', template: 'vay-xinh', title: 'Phú Quốc hoàng hôn' },
  { category: 'du-lich', sub: 'da-lat', template: 'cong-so', title: 'Săn mây Cầu Đất', men: true },
  { category: 'du-lich', sub: 'kham-pha-thanh-pho', template: 'co-ban', title: 'Seoul mùa thu' },
  { category: 'du-tiec', sub: 'dam-cuoi', template: 'da-tiec', title: 'Đi đám cưới bạn thân' },
  { category: 'du-tiec', sub: 'tiec-cong-ty', template: 'tron-bo', title: 'Year End Party rực rỡ' },
  { category: 'du-tiec', sub: 'sinh-nhat', template: 'vay-xinh', title: 'Sinh nhật tuổi 25' },
  { category: 'du-tiec', sub: 'dam-cuoi', template: 'lam-dep', title: 'Trang điểm nhẹ dự tiệc' },
  {
    category: 'du-tiec',
    sub: 'tiec-cong-ty',
    template: 'khoac-ngoai',
    title: 'Tiệc công ty lịch lãm',
    men: true,
  },
  { category: 'du-tiec', sub: 'sinh-nhat', template: 'da-tiec', title: 'Đầm đen quyến rũ' },
  { category: 'the-thao', sub: 'gym', template: 'nang-dong', title: 'Gym buổi sáng' },
  { category: 'the-thao', sub: 'yoga', template: 'toi-gian', title: 'Yoga nhẹ nhàng' },
  { category: 'the-thao', sub: 'chay-bo', template: 'co-ban', title: 'Chạy bộ hồ Gươm', men: true },
  { category: 'the-thao', sub: 'gym', template: 'toi-gian', title: 'Năng động cả ngày' },
  { category: 'the-thao', sub: 'chay-bo', template: 'nang-dong', title: 'Chạy bộ cuối tuần' },
  { category: 'the-thao', sub: 'yoga', template: 'co-ban', title: 'Thoải mái sau giờ tập' },
];

const COMMENTS = [
  'Phối đẹp quá, xin link áo với ạ!',
  'Set này hợp đi làm ghê',
  'Màu sắc hài hòa, mình lưu lại rồi nha',
  'Giày này đi có êm không bạn?',
  'Đúng gu mình luôn 😍',
  'Túi xinh quá, mua ở shop nào vậy?',
  'Bạn cao bao nhiêu mặc size gì vậy?',
  'Nhìn sang mà giá hợp lý ghê',
];

/**
 * 36 blooks by the demo buyer, the demo seller and the demo reviewers, each slot filled with a
 * listed demo product of the matching category, with likes, saves and comments whose counts
 * agree with their rows. Deterministic: the same seed picks the same products and people.
 */
export async function seedDemoBlooks(tx: Tx, rand: SeededRandom, now: Date): Promise<void> {
  await syncBlookCatalog(tx);
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(like(users.email, 'khach%@demo.vn'), inArray(users.email, ['buyer@demo.vn', 'seller@demo.vn'])))
    .orderBy(asc(users.email));
  const buyer = people.find((p) => p.email === 'buyer@demo.vn');
  const seller = people.find((p) => p.email === 'seller@demo.vn');
  const reviewers = people.filter((p) => p.email?.startsWith('khach'));
  if (!buyer || reviewers.length === 0) return;

  const slugIds = async (table: typeof blookCategories | typeof blookSubCategories | typeof blookTemplates) =>
    new Map(
      (await tx.select({ id: table.id, slug: table.slug }).from(table)).map((row) => [row.slug, row.id]),
    );
  const [categoryIds, subIds, templateRows] = await Promise.all([
    slugIds(blookCategories),
    slugIds(blookSubCategories),
    tx.select().from(blookTemplates),
  ]);
  const templates = new Map(templateRows.map((row) => [row.slug, row]));

  const productRows = await tx
    .select({ id: products.id, category: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.listed, true), gt(products.stock, 0)))
    .orderBy(asc(products.slug));
  const byCategory = new Map<string, string[]>();
  for (const row of productRows)
    byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row.id]);
  const variantRows = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.isActive, true), gt(productVariants.stock, 0)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  const firstVariant = new Map<string, string>();
  for (const v of variantRows) if (!firstVariant.has(v.productId)) firstVariant.set(v.productId, v.id);

  const pickProduct = (slot: BlookSlot, men: boolean): string | null => {
    const pools = SLOT_CATEGORIES[slot][men ? 'men' : 'women'].flatMap((slug) => byCategory.get(slug) ?? []);
    return pools.length > 0 ? rand.pick(pools) : null;
  };

  for (const [index, look] of LOOKS.entries()) {
    const template = templates.get(look.template);
    const categoryId = categoryIds.get(look.category);
    if (!template || !categoryId) continue;
    const items = template.slots.map((slot, position) => {
      const productId = pickProduct(slot.slot, look.men === true);
      const wearable = slot.slot !== 'beauty' && slot.slot !== 'accessory';
      return productId
        ? {
            slot: slot.slot,
            productId,
            variantId: wearable ? (firstVariant.get(productId) ?? null) : null,
            position,
          }
        : null;
    });
    if (items.some((item) => item === null)) continue;
    // The demo buyer's own looks come first, so their wall has blooks; a few are the seller's.
    const author = index % 6 === 0 ? buyer : index % 11 === 5 && seller ? seller : rand.pick(reviewers);
    const createdAt = new Date(
      now.getTime() - (index * 17 + rand.int(3, 16)) * 3_600_000 - rand.int(0, 3) * DAY_MS,
    );
    const fans = rand.sample(
      [...reviewers, buyer].filter((p) => p.id !== author.id),
      rand.int(2, 14),
    );
    const savers = rand.sample(fans, rand.int(0, Math.min(5, fans.length)));
    const commenters = rand.sample(
      [...reviewers, buyer].filter((p) => p.id !== author.id),
      rand.int(0, 3),
    );
    const [row] = await tx
      .insert(blooks)
      .values({
        authorId: author.id,
        title: look.title,
        categoryId,
        subCategoryId: subIds.get(look.sub) ?? null,
        templateId: template.id,
        likeCount: fans.length,
        saveCount: savers.length,
        commentCount: commenters.length,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: blooks.id });
    if (!row) continue;
    await tx.insert(blookItems).values(items.flatMap((item) => (item ? [{ blookId: row.id, ...item }] : [])));
    const at = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);
    if (fans.length > 0) {
      await tx
        .insert(blookLikes)
        .values(fans.map((fan, i) => ({ userId: fan.id, blookId: row.id, createdAt: at(5 + i * 7) })));
    }
    if (savers.length > 0) {
      await tx
        .insert(blookSaves)
        .values(savers.map((saver, i) => ({ userId: saver.id, blookId: row.id, createdAt: at(9 + i * 11) })));
    }
    if (commenters.length > 0) {
      await tx.insert(blookComments).values(
        commenters.map((person, i) => ({
          blookId: row.id,
          authorId: person.id,
          content: rand.pick(COMMENTS),
          createdAt: at(30 + i * 45),
        })),
      );
    }
  }
}
