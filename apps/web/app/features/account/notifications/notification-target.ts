/**
 * Where tapping a notification goes (product.md §2, push routing by target type): a seller
 * to the seller's order page, a buyer to their order; other targets to their own pages.
 */
export function notificationHref(target: {
  targetType: string | null;
  targetId: string | null;
}): string | null {
  const id = target.targetId ? encodeURIComponent(target.targetId) : null;
  if (!id) return null;
  switch (target.targetType) {
    case 'buyer_order':
      return `/trang-ca-nhan/don-hang/${id}`;
    case 'seller_order':
      return `/ban-hang/quan-ly-don-hang/${id}`;
    case 'product':
      return `/san-pham/${id}`;
    case 'shop':
      return `/nguoi-ban/${id}`;
    // Push data's blog_id (product.md §3): the article.
    case 'blog':
      return `/blog/${id}`;
    // An admin's decision on the owner's shop application or product (admin/shop-decisions.ts).
    case 'seller_centre':
      return '/ban-hang';
    case 'shop_application':
      return '/become-seller';
    case 'seller_product':
      return `/ban-hang/quan-ly-san-pham/cap-nhat/${id}`;
    // A community post: a mention, a reply, a moderator's decision.
    case 'post':
      return `/post/${id}`;
    // A blook a moderator removed or restored.
    case 'blook':
      return `/blook/${id}`;
    default:
      return null;
  }
}
