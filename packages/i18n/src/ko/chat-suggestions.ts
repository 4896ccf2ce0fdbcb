import type { Catalog } from '../catalog';
import type { chatSuggestions as vi } from '../vi/chat-suggestions';

/** 구매자가 상점과 새 대화를 시작할 때 제안하는 질문 (chat/suggest-chat). */
export const chatSuggestions: Catalog<typeof vi> = {
  items: {
    inStock: '재고 있나요?',
    shippingTime: '배송은 얼마나 걸리나요?',
    sizeAdvice: '사이즈 추천해 주실 수 있나요?',
    discount: '할인 코드가 있나요?',
    returns: '교환이나 반품이 되나요?',
  },
  /** A new message's push when the recipient has no page open: a picture or a card in words. */
  push: {
    image: '사진을 보냈습니다',
    product: '상품: {{name}}',
    order: '주문 {{code}}',
  },
};
