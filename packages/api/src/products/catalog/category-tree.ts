import type { CategoryKind } from '@cho-dep/core/catalog/catalog-states';
import type { ShapeName } from './illustrations/illustration-svg';

/**
 * The marketplace's category tree (product.md §3, Shop registration: fashion men, women,
 * accessories, other; cosmetics), synced into the categories table at start. Names come from
 * the i18n `catalog` namespace by slug; `shape` is the silhouette of the generated picture.
 */
export interface CategoryNode {
  slug: string;
  shape: ShapeName;
}

export interface TopCategoryNode extends CategoryNode {
  kind: CategoryKind;
  children: readonly CategoryNode[];
}

export const CATEGORY_TREE: readonly TopCategoryNode[] = [
  {
    slug: 'nam',
    kind: 'fashion',
    shape: 'shirt',
    children: [
      { slug: 'ao-thun-nam', shape: 'tshirt' },
      { slug: 'ao-so-mi-nam', shape: 'shirt' },
      { slug: 'ao-polo-nam', shape: 'polo' },
      { slug: 'quan-jeans-nam', shape: 'trousers' },
      { slug: 'quan-short-nam', shape: 'shorts' },
      { slug: 'ao-khoac-nam', shape: 'jacket' },
    ],
  },
  {
    slug: 'nu',
    kind: 'fashion',
    shape: 'dress',
    children: [
      { slug: 'ao-thun-nu', shape: 'tshirt' },
      { slug: 'ao-kieu-nu', shape: 'shirt' },
      { slug: 'dam', shape: 'dress' },
      { slug: 'chan-vay', shape: 'skirt' },
      { slug: 'quan-jeans-nu', shape: 'trousers' },
      { slug: 'ao-khoac-nu', shape: 'jacket' },
    ],
  },
  {
    slug: 'phu-kien',
    kind: 'fashion',
    shape: 'handbag',
    children: [
      { slug: 'tui-xach', shape: 'handbag' },
      { slug: 'giay', shape: 'sneaker' },
      { slug: 'trang-suc', shape: 'necklace' },
      { slug: 'mu-non', shape: 'cap' },
      { slug: 'kinh-mat', shape: 'sunglasses' },
      { slug: 'that-lung-vi', shape: 'wallet' },
    ],
  },
  {
    slug: 'khac',
    kind: 'fashion',
    shape: 'socks',
    children: [
      { slug: 'do-ngu', shape: 'pajamas' },
      { slug: 'do-boi', shape: 'swimsuit' },
      { slug: 'do-the-thao', shape: 'tankTop' },
      { slug: 'tat-vo', shape: 'socks' },
    ],
  },
  {
    slug: 'my-pham',
    kind: 'cosmetics',
    shape: 'pumpBottle',
    children: [
      { slug: 'son-moi', shape: 'lipstick' },
      { slug: 'kem-duong', shape: 'jar' },
      { slug: 'sua-rua-mat', shape: 'tube' },
      { slug: 'kem-chong-nang', shape: 'tube' },
      { slug: 'serum', shape: 'dropper' },
      { slug: 'mat-na', shape: 'sheetMask' },
      { slug: 'nuoc-hoa', shape: 'perfume' },
      { slug: 'trang-diem-mat', shape: 'palette' },
    ],
  },
];
