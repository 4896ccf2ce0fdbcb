/** Community limits (posts, blooks, reports, the blog, feedback on shops); part of LIMITS. */
export const COMMUNITY_LIMITS = {
  /**
   * Community posts and replies (product.md §5 and §9: 300 characters, 5 images or one
   * video, a reply with one image, saved posts 20 a page). Not in product.md: the video
   * length, tags and hashtags per post, feed page size.
   */
  post: {
    contentMax: 300,
    imagesMax: 5,
    videosMax: 1,
    /** "Video must be shorter than N seconds": N. */
    videoMaxSeconds: 60,
    replyMax: 300,
    replyImagesMax: 1,
    /** On edit, at most this many of a post's pictures may be replaced (product.md §5). */
    imageReplacementsMax: 1,
    productTagsMax: 10,
    productTagsPerImageMax: 5,
    hashtagsMax: 10,
    hashtagLengthMax: 50,
    mentionsMax: 10,
    savedPageSize: 20,
    feedPageSize: 20,
    /** "Người có số đo giống tôi": within this many cm of the viewer's height... */
    similarHeightCm: 5,
    /** ...and this many kg of their weight (and the same body shape when both have one). */
    similarWeightKg: 4,
    /** A member's wall: the bio's length and the follower / following lists' page size. */
    wallBioMax: 160,
    followListPageSize: 20,
    /** Picture renditions (WebP, longest side in px) for feeds and the post page. */
    photoSizes: [1080, 540],
  },
  /**
   * Blook lookbooks (not in product.md, which names the pages only): a title like a product
   * name's first line, comments like post replies, one page of a list.
   */
  blook: {
    titleMax: 80,
    commentMax: 300,
    commentImagesMax: 1,
    /** A template has at most this many slots; a blook one item per slot. */
    slotsMax: 8,
    pageSize: 20,
    commentPageSize: 20,
  },
  /** Reports of community content (not in product.md): the reporter's optional note. */
  report: { noteMax: 300 },
  /**
   * The platform's blog (product.md names the pages only; decision 046): an article is a list
   * of blocks, a few product cards in it, a magazine page of cards.
   */
  blog: {
    titleMin: 5,
    titleMax: 150,
    blocksMax: 60,
    paragraphMax: 3000,
    headingMax: 150,
    captionMax: 200,
    productsMax: 12,
    pageSize: 12,
    /** Cover and body pictures: WebP renditions at these widths (the banner widths). */
    pictureWidths: [1200, 600],
  },
  /** Buyers' feedback on a shop (product.md §5: "feedback up to 300 characters with one image"). */
  shopFeedback: { ratingMin: 1, ratingMax: 5, contentMax: 300, imagesMax: 1, replyMax: 300, pageSize: 10 },
} as const;
