import type { Catalog } from '../catalog';
import type { blook as vi } from '../vi/blook';

export const blook: Catalog<typeof vi> = {
  grid: {
    emptyTitle: '아직 블룩이 없어요',
    emptyText: '마음에 드는 상품으로 코디를 만들어 모두와 공유해 보세요.',
  },
  card: {
    likes_other: '좋아요 {{count, number}}개',
  },
};
