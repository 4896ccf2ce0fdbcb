import type { BodyShape, PostKind } from '@cho-dep/core/community/post-schemas';

/** The composer's form values: the body of POST /community/v1/posts as the writer builds it. */
export interface ComposeValues {
  kind: PostKind;
  content: string;
  imageKeys: string[];
  videoKey: string | null;
  productTags: {
    productId: string;
    variantId: string | null;
    imageIndex: number;
    x: number;
    y: number;
  }[];
  mentions: { kind: 'user' | 'shop'; id: string }[];
  bodyShape: BodyShape | null;
  shareMeasurements: boolean;
  asShop: boolean;
}

/** An uploaded video as the media upload answered it. */
export interface ComposeVideo {
  key: string;
  previewUrl: string;
  posterUrl: string | null;
  seconds: number | null;
}

/** What a pin shows: the tagged product and, if one was chosen, its variant. */
export interface TagLabel {
  name: string;
  imageUrl: string | null;
  variantLabel: string | null;
}

/** Everything the screen shows beside the form's values: previews and names, by key. */
export interface ComposeExtras {
  /** Picture key -> where the picture can be seen. */
  pictures: Record<string, string>;
  video: ComposeVideo | null;
  /** tagLabelKey(productId, variantId) -> label. */
  tagLabels: Record<string, TagLabel>;
  /** mentionKey(kind, id) -> the name written after '@'. */
  mentionNames: Record<string, string>;
}

export const tagLabelKey = (productId: string, variantId: string | null | undefined) =>
  `${productId}:${variantId ?? ''}`;

export const mentionKey = (mention: { kind: string; id: string }) => `${mention.kind}:${mention.id}`;

export const emptyComposeValues = (): ComposeValues => ({
  kind: 'look',
  content: '',
  imageKeys: [],
  videoKey: null,
  productTags: [],
  mentions: [],
  bodyShape: null,
  shareMeasurements: false,
  asShop: false,
});

export const emptyExtras = (): ComposeExtras => ({
  pictures: {},
  video: null,
  tagLabels: {},
  mentionNames: {},
});
