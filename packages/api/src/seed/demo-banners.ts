import type { BannerArt } from '../products/catalog/illustrations/banner-svg';

/**
 * The home carousel of the demo: what each banner says (its title is the page's HTML, never
 * baked into the picture), where it leads and how its picture looks. Links point at pages of
 * the storefront: a category (by slug) or a Brand of Month shop (by slug).
 */
export interface DemoHomeBanner {
  slug: string;
  title: string;
  /** The platform's copy in English and Korean (the home page reads it in the visitor's language). */
  titles: { en: string; ko: string };
  target: { category: string } | { shop: string };
  art: BannerArt;
}

export const DEMO_HOME_BANNERS: readonly DemoHomeBanner[] = [
  {
    slug: 'he-ruc-ro',
    title: 'Hè rực rỡ: đầm, chân váy và đồ bơi mới về',
    titles: {
      en: 'Bright summer: new dresses, skirts and swimwear',
      ko: '찬란한 여름: 원피스, 스커트, 수영복 신상품',
    },
    target: { category: 'nu' },
    art: {
      colour: '#e8445a',
      items: [
        { shape: 'skirt', colour: '#f2b5c4' },
        { shape: 'swimsuit', colour: '#2a9d8f' },
        { shape: 'dress', colour: '#f1d98a' },
      ],
    },
  },
  {
    slug: 'k-beauty',
    title: 'K-Beauty chính hãng gửi thẳng từ Seoul',
    titles: { en: 'Genuine K-Beauty shipped straight from Seoul', ko: '서울에서 바로 보내는 정품 K-뷰티' },
    target: { category: 'my-pham' },
    art: {
      colour: '#8e4a7a',
      items: [
        { shape: 'lipstick', colour: '#d1495b' },
        { shape: 'jar', colour: '#f3e3ea' },
        { shape: 'dropper', colour: '#e9c46a' },
      ],
    },
  },
  {
    slug: 'nam-basic',
    title: 'Đồ nam basic: mặc đẹp mỗi ngày, giá dễ chịu',
    titles: {
      en: 'Menswear basics: look good every day, at easy prices',
      ko: '남성 베이직: 매일 멋지게, 부담 없는 가격',
    },
    target: { category: 'nam' },
    art: {
      colour: '#2f3e63',
      items: [
        { shape: 'trousers', colour: '#34496e' },
        { shape: 'polo', colour: '#a8dcc9' },
        { shape: 'tshirt', colour: '#f7f7f5' },
      ],
    },
  },
  {
    slug: 'thuong-hieu-thang',
    title: 'Thương hiệu của tháng: Hà Nội Vintage',
    titles: { en: 'Brand of the month: Hà Nội Vintage', ko: '이달의 브랜드: Hà Nội Vintage' },
    target: { shop: 'ha-noi-vintage' },
    art: {
      colour: '#7a5238',
      items: [
        { shape: 'handbag', colour: '#c9a227' },
        { shape: 'shirt', colour: '#d9c3a5' },
        { shape: 'skirt', colour: '#8e2b3a' },
      ],
    },
  },
];

/** Shops on the home page's Brand of Month strip, with the line shown under their name. */
export const DEMO_BRANDS_OF_MONTH: ReadonlyArray<{ shop: string; headline: string }> = [
  { shop: 'ha-noi-vintage', headline: 'Phong cách vintage giữa lòng phố cổ: giảm đến 30% cả tháng' },
  { shop: 'seoul-glow-lab', headline: 'Chăm da chuẩn Hàn, quà tặng mini cho đơn từ 299k' },
  { shop: 'lua-hoi-an', headline: 'Lụa tơ tằm thủ công, may đo theo số đo của bạn' },
];

/** Shops that also run banners on their own page (the demo seller's shop among them). */
export const DEMO_SHOP_BANNER_SHOPS = [
  'minh-khoa-fashion',
  'ha-noi-vintage',
  'moc-studio',
  'lua-hoi-an',
  'seoul-glow-lab',
  'hanbit-beauty',
  'mellow-seoul',
  'giay-pho',
] as const;
