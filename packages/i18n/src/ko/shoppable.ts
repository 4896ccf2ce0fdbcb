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
    added_other: '장바구니에 {{count}}개 상품을 담았습니다',
    confirm_other: '장바구니에 {{count}}개 담기',
    recommended: '내 신체 치수 기준 추천 사이즈 {{size}}',
    include: '{{name}} 구매 선택',
    noMeasurements: '신체 치수를 입력하면 상품별 사이즈를 추천해 드립니다.',
    addMeasurements: '치수 입력',
    button_other: '룩 전체 구매 ({{count}})',
    title: '룩 전체 구매',
  },
  productPosts: {
    title: '이 상품에 대한 게시물',
    filter: '게시물 필터',
    all: '전체',
    similar: '나와 체형이 비슷한 사람',
    measurementsMissing: '키와 몸무게를 입력하면 나와 체형이 비슷한 사람들의 게시물을 볼 수 있습니다.',
    noneSimilar: '아직 나와 체형이 비슷한 사람의 게시물이 없습니다.',
    more: '게시물 더 보기',
  },
};
