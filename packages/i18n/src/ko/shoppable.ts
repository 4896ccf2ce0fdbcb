import type { Catalog } from '../catalog';
import type { shoppable as vi } from '../vi/shoppable';

export const shoppable: Catalog<typeof vi> = {
  tag: {
    open: '{{name}} 상품 보기',
  },
  sheet: {
    soldOut: '품절',
    stockLeft_other: '{{count}}개 남음',
    quantityOf: '{{name}} 수량',
    viewProduct: '상품 페이지로 이동',
    retry: '다시 시도',
  },
  purchase: {
    verified: '구매 인증',
    bought: '구매함',
    size: '사이즈 {{size}}',
    body: '{{height}}cm / {{weight}}kg',
    height: '{{height}}cm',
    weight: '{{weight}}kg',
  },
  look: {
    button_other: '룩 전체 구매 ({{count}})',
    title: '룩 전체 구매',
  },
};
