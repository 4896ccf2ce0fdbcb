/**
 * A product tag as a post answers it (CommunityPost.productTags): the pin's place on one of the
 * post's pictures, the product as it sells now, and, when the author bought it, what they
 * bought and their measurements then ("Đã mua · size M · 158 cm / 50 kg").
 */
export interface PostProductTag {
  id: string;
  productId: string;
  variantId: string | null;
  imageIndex: number;
  x: number;
  y: number;
  product: {
    name: string;
    imageUrl: string | null;
    price: number;
    salePrice: number | null;
    shopId: string;
    shopName: string;
    inStock: boolean;
  };
  purchase: { variantLabel: string | null; heightCm: number | null; weightKg: number | null } | null;
}

/** What the shoppable parts read of a post: its id and its tags. */
export interface TaggedPost {
  id: string;
  productTags: readonly PostProductTag[];
}

/** Where a look comes from: a post or a blook (lookbook). */
export interface LookSource {
  kind: 'post' | 'blook';
  id: string;
}
