import type { Catalog } from '../catalog';
import type { cart as vi } from '../vi/cart';

export const cart: Catalog<typeof vi> = {
  meta: { title: '장바구니 | Chợ Đẹp' },
  title: '장바구니',
  lineCount_other: '상품 {{count}}개',
  columns: {
    product: '상품',
    unitPrice: '단가',
    quantity: '수량',
    amount: '금액',
    actions: '관리',
  },
  select: {
    allShort: '전체',
    all: '전체 선택 ({{count}})',
    shop: '{{name}} 상품 전체 선택',
    line: '{{name}} 선택',
  },
  shop: { visit: '{{name}} 상점 보기', mall: '상점' },
  line: {
    variant: '옵션: {{label}}',
    remove: '삭제',
    removeLabel: '장바구니에서 {{name}} 삭제',
    promotion: '프로모션 가격',
    perOrder: '프로모션 가격으로 주문당 최대 {{count}}개',
    remaining: '프로모션 가격 잔여 {{count}}개',
    stockLeft: '{{count}}개 남음',
    overStock: '{{count}}개만 남았습니다. 수량을 줄여 주세요',
    amount: '금액',
  },
  quantity: {
    label: '{{name}} 수량',
    decrease: '수량 줄이기',
    increase: '수량 늘리기',
    max: '최대 수량은 {{count}}개입니다',
  },
  invalid: {
    title: '구매할 수 없는 상품 ({{count}})',
    clear: '모두 삭제',
    reasons: {
      product_unavailable: '더 이상 판매하지 않는 상품입니다',
      shop_paused: '상점이 휴업 중입니다',
      variant_unavailable: '더 이상 판매하지 않는 옵션입니다',
      sold_out: '품절',
    },
  },
  summary: {
    totalShort: '합계',
    total_other: '총 결제 금액 (상품 {{count}}개)',
    saving: '할인',
    checkout: '구매하기',
    selectHint: '구매할 상품을 선택해 주세요',
    removeSelected: '삭제 ({{count}})',
  },
  confirm: {
    title: '장바구니에서 삭제할까요?',
    one: '"{{name}}"을(를) 장바구니에서 삭제하시겠습니까?',
    many_other: '상품 {{count}}개를 장바구니에서 삭제하시겠습니까?',
    cancel: '아니요',
    confirm: '삭제',
  },
  removed: '장바구니에서 삭제했습니다',
  empty: {
    title: '장바구니가 비어 있습니다',
    description: '둘러보고 마음에 드는 상품을 담아 보세요.',
    action: '쇼핑하러 가기',
  },
  login: {
    title: '장바구니가 비어 있습니다',
    description: '로그인하면 계정에 저장된 장바구니를 볼 수 있습니다.',
    action: '로그인',
    guestNote: '비회원으로 쇼핑 중입니다. 로그인하면 장바구니가 계정에 저장됩니다.',
  },
  load: { failed: '장바구니를 불러오지 못했습니다. 다시 시도해 주세요.', retry: '다시 시도' },
};
