/**
 * A post as the community API answers it (the PostView the posts part hydrates): what every
 * card, the post page and the walls show. Kept here in the API's shape so the screens read the
 * same fields the typed client returns.
 */
export interface PostView {
  id: string;
  kind: 'look' | 'review' | 'question';
  content: string;
  hashtags: string[];
  author: { id: string; name: string; avatarUrl: string | null };
  shop: { id: string; name: string; logoUrl: string | null } | null;
  images: { key: string; url: string; smallUrl: string; width?: number | null; height?: number | null }[];
  video: { url: string; posterUrl: string | null; seconds: number | null } | null;
  bodyShape: string | null;
  heightCm: number | null;
  weightKg: number | null;
  productTags: {
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
  }[];
  mentions: { kind: 'user' | 'shop'; id: string; name: string }[];
  likeCount: number;
  replyCount: number;
  saveCount: number;
  shareCount: number;
  likedByMe: boolean;
  savedByMe: boolean;
  isMine: boolean;
  status: 'published' | 'removed';
  removedReason: string | null;
  editCount: number;
  createdAt: string;
  updatedAt: string;
}
