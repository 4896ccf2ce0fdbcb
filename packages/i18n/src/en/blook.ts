import type { Catalog } from '../catalog';
import type { blook as vi } from '../vi/blook';

export const blook: Catalog<typeof vi, 'one'> = {
  grid: {
    emptyTitle: 'No blooks yet',
    emptyText: 'Put together an outfit from products you love and share it with everyone.',
  },
  card: {
    likes_one: '{{count, number}} like',
    likes_other: '{{count, number}} likes',
  },
};
