import type { Catalog } from '../catalog';
import type { common as vi } from '../vi/common';

export const common: Catalog<typeof vi> = {
  brand: 'Chợ Đẹp',
  tagline: '패션 & 뷰티, 커뮤니티와 함께하는 쇼핑',
  loading: '로딩 중',
  close: '닫기',
  cancel: '취소',
  confirm: '확인',
  save: '저장',
  retry: '다시 시도',
  back: '뒤로',
  next: '계속',
  seeAll: '전체 보기',
  showPassword: '비밀번호 표시',
  hidePassword: '비밀번호 숨기기',
  price: { original: '정가' },
  soldCount: '{{count}}개 판매',
  productCard: {
    rating: '5점 만점에 {{rating}}점',
    fromKorea: '한국',
    freeShipping: '무료배송',
    freeShippingLong: '무료 배송',
  },
  pagination: {
    previous: '이전 페이지',
    next: '다음 페이지',
    page: '{{page}} 페이지',
  },
  notFound: {
    title: '이 페이지를 찾을 수 없습니다.',
    body: '링크가 변경되었거나 페이지가 더 이상 존재하지 않습니다.',
    home: '홈으로 가기',
  },
  error: {
    title: '오류가 발생했습니다',
    body: '잠시 후 다시 시도해 주세요.',
    generic: '오류가 발생했습니다',
  },
};
