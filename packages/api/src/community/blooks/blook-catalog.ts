import type { TemplateSlot } from '@cho-dep/core/community/blook-schemas';
import type { Db, Tx } from '@cho-dep/db/client';
import { resources } from '@cho-dep/i18n/resources';

import { blookCategories, blookSubCategories, blookTemplates } from './blooks.tables';

/**
 * The occasions, styles and layouts every database has: the community's structure, not demo
 * data. Their names live in the i18n catalogs (blook.categories, .subCategories, .templates).
 */
export const BLOOK_CATEGORY_TREE = [
  { slug: 'di-lam', subs: ['cong-so-thanh-lich', 'smart-casual', 'hop-quan-trong'] },
  { slug: 'dao-pho', subs: ['street-style', 'cafe-cuoi-tuan', 'di-mua-sam'] },
  { slug: 'hen-ho', subs: ['buoi-toi-lang-man', 'picnic', 'xem-phim'] },
  { slug: 'du-lich', subs: ['di-bien', 'da-lat', 'kham-pha-thanh-pho'] },
  { slug: 'du-tiec', subs: ['dam-cuoi', 'tiec-cong-ty', 'sinh-nhat'] },
  { slug: 'the-thao', subs: ['gym', 'yoga', 'chay-bo'] },
] as const satisfies readonly {
  slug: keyof typeof resources.vi.blook.categories;
  subs: readonly (keyof typeof resources.vi.blook.subCategories)[];
}[];

const s = (slot: TemplateSlot['slot'], x: number, y: number, w = 1, h = 1): TemplateSlot => ({
  slot,
  x,
  y,
  w,
  h,
});

/** Layouts on a grid of whole cells; near-square cells keep square product pictures whole. */
export const BLOOK_TEMPLATES: readonly {
  slug: keyof typeof resources.vi.blook.templates;
  slots: TemplateSlot[];
}[] = [
  { slug: 'co-ban', slots: [s('top', 0, 0), s('bottom', 1, 0), s('shoes', 0, 1), s('bag', 1, 1)] },
  { slug: 'toi-gian', slots: [s('top', 0, 0, 1, 2), s('bottom', 1, 0), s('shoes', 1, 1)] },
  {
    slug: 'vay-xinh',
    slots: [s('dress', 0, 0, 2, 3), s('shoes', 2, 0), s('bag', 2, 1), s('accessory', 2, 2)],
  },
  {
    slug: 'da-tiec',
    slots: [s('dress', 0, 0, 2, 3), s('bag', 2, 0), s('shoes', 2, 1), s('beauty', 2, 2)],
  },
  {
    slug: 'tron-bo',
    slots: [
      s('top', 0, 0, 2, 2),
      s('bottom', 2, 0),
      s('shoes', 2, 1),
      s('outerwear', 0, 2),
      s('bag', 1, 2),
      s('accessory', 2, 2),
    ],
  },
  {
    slug: 'cong-so',
    slots: [s('outerwear', 0, 0, 1, 2), s('top', 1, 0), s('bottom', 2, 0), s('shoes', 1, 1), s('bag', 2, 1)],
  },
  {
    slug: 'nang-dong',
    slots: [
      s('top', 0, 0),
      s('outerwear', 1, 0),
      s('bottom', 0, 1),
      s('shoes', 1, 1),
      s('bag', 0, 2),
      s('accessory', 1, 2),
    ],
  },
  {
    slug: 'di-bien',
    slots: [
      s('dress', 0, 0, 2, 2),
      s('bag', 2, 0),
      s('shoes', 2, 1),
      s('accessory', 0, 2),
      s('beauty', 1, 2),
    ],
  },
  { slug: 'lam-dep', slots: [s('beauty', 0, 0, 2, 2), s('top', 2, 0), s('accessory', 2, 1)] },
  {
    slug: 'khoac-ngoai',
    slots: [
      s('outerwear', 0, 0, 2, 2),
      s('top', 2, 0),
      s('bottom', 2, 1),
      s('shoes', 0, 2),
      s('bag', 1, 2),
      s('beauty', 2, 2),
    ],
  },
];

function namesOf(group: 'categories' | 'subCategories' | 'templates', slug: string) {
  const pick = (language: 'vi' | 'en' | 'ko') =>
    (resources[language].blook[group] as Record<string, string>)[slug] ?? slug;
  return { nameVi: pick('vi'), nameEn: pick('en'), nameKo: pick('ko') };
}

/**
 * Adds the occasions, styles and layouts a database lacks (by slug). Never renames or
 * deletes: blooks point at them. Cheap enough to run at every start.
 */
export async function syncBlookCatalog(db: Db | Tx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(blookCategories)
      .values(
        BLOOK_CATEGORY_TREE.map((c, position) => ({
          slug: c.slug,
          position,
          ...namesOf('categories', c.slug),
        })),
      )
      .onConflictDoNothing();
    const ids = new Map(
      (await tx.select({ id: blookCategories.id, slug: blookCategories.slug }).from(blookCategories)).map(
        (c) => [c.slug, c.id],
      ),
    );
    await tx
      .insert(blookSubCategories)
      .values(
        BLOOK_CATEGORY_TREE.flatMap((c) =>
          c.subs.map((slug, position) => ({
            slug,
            position,
            categoryId: ids.get(c.slug) as string,
            ...namesOf('subCategories', slug),
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(blookTemplates)
      .values(
        BLOOK_TEMPLATES.map((t, position) => ({
          slug: t.slug,
          slots: t.slots,
          position,
          ...namesOf('templates', t.slug),
        })),
      )
      .onConflictDoNothing();
  });
}
