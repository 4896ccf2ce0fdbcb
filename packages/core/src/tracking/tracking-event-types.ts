/**
 * The event types a tracking session may hold (product.md §3: about 60, from AppOpen to
 * ViewFAQ). The web client sends only these and the server's schema accepts only these, so an
 * event the funnel counts is spelled one way everywhere.
 */
export const TRACKING_EVENT_TYPES = [
  // The app and the account
  'AppOpen',
  'AppBackground',
  'AppForeground',
  'Login',
  'Logout',
  'SignUp',
  'ChangeLanguage',
  'ViewProfile',
  'EditProfile',
  // Browsing
  'ViewHome',
  'ViewCategory',
  'Search',
  'ViewSearchResults',
  'ClickSearchResult',
  'ViewBanner',
  'ClickBanner',
  'ViewCampaign',
  'ViewFlashSale',
  // The product
  'ViewProduct',
  'ViewProductImage',
  'ViewProductVideo',
  'SelectVariant',
  'ViewSizeChart',
  'ViewReviews',
  'ShareProduct',
  'BookmarkProduct',
  // Cart and checkout
  'AddToCart',
  'RemoveFromCart',
  'UpdateCartQuantity',
  'ViewCart',
  'SaveVoucher',
  'ApplyVoucher',
  'RemoveVoucher',
  'Checkout',
  'SelectAddress',
  'SelectShipping',
  'SelectPayment',
  'PlaceOrder',
  'OrderSuccess',
  'OrderFailed',
  // After the order
  'ViewOrder',
  'CancelOrder',
  'ConfirmReceipt',
  'RequestReturn',
  'WriteReview',
  // Shops and people
  'ViewShop',
  'FollowShop',
  'UnfollowShop',
  'ChatWithShop',
  // Community
  'ViewPost',
  'LikePost',
  'CommentPost',
  'SharePost',
  'CreatePost',
  'ViewBlog',
  'ViewBlook',
  'ViewLive',
  'ViewGroupBuy',
  'JoinGroupBuy',
  'OpenAffiliateLink',
  // Help and notifications
  'ViewNotification',
  'OpenNotification',
  'ContactSupport',
  'ViewFAQ',
] as const;

export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** The funnel's steps, in order: ViewProduct, AddToCart, Checkout, OrderSuccess. */
export const FUNNEL_STEPS = ['view', 'cart', 'checkout', 'order'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
