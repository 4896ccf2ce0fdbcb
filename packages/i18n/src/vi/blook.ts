/** Blook lookbooks: templates, building a look, categories. */
export const blook = {
  grid: {
    emptyTitle: 'Chưa có blook nào',
    emptyText: 'Phối một bộ đồ từ sản phẩm bạn thích và chia sẻ với mọi người.',
  },
  card: {
    likes_other: '{{count, number}} lượt thích',
  },
};
