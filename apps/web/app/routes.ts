import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('tim-kiem', 'routes/search/search-page.tsx'),
  // Storefront: categories, seller pages, collections, top sellers.
  route('nganh-hang', 'routes/storefront/categories-page.tsx'),
  route('nganh-hang/:id', 'routes/storefront/category-page.tsx'),
  route('danh-muc', 'routes/storefront/directory-page.tsx'),
  route('nguoi-ban/:id', 'routes/storefront/seller-page.tsx'),
  route('bo-suu-tap/:id', 'routes/storefront/collection-page.tsx'),
  route('banner/:id', 'routes/storefront/banner-page.tsx'),
  route('danh-sach/bo-suu-tap/:id', 'routes/storefront/collection-list-page.tsx'),
  route('top-seller', 'routes/storefront/top-seller-page.tsx'),
  // Social organisations' feedback: the form, the public list, one item (product.md §2).
  route('phan-anh-to-chuc-xa-hoi', 'routes/social-feedback/feedback-form-page.tsx'),
  route('danh-sach', 'routes/social-feedback/feedback-list-page.tsx'),
  route('danh-sach/:id', 'routes/social-feedback/feedback-page.tsx'),
  // The landing page with its contact form, and the app's page with the store links.
  route('gioi-thieu', 'routes/landing/about-page.tsx'),
  route('download', 'routes/landing/download-page.tsx'),
  // Seller landing and registration (product.md §2).
  route('seller', 'routes/onboarding/seller-landing-page.tsx'),
  route('become-seller', 'routes/onboarding/become-seller-page.tsx'),
  // Help pages and policies rendered from content/<lang>/<section>/<slug>.md.
  route('huong-dan', 'routes/content/help-index.tsx'),
  route('huong-dan/:slug', 'routes/content/help-page.tsx'),
  route('chinh-sach', 'routes/content/policy-index.tsx'),
  route('chinh-sach/:slug', 'routes/content/policy-page.tsx'),
  // The buyer's own account; ?tab= picks the section.
  route('trang-ca-nhan', 'routes/account/account-page.tsx'),
  // The buyer's orders ("Đơn mua") and one order; /tuong?order=1 is their old address.
  route('trang-ca-nhan/don-hang', 'routes/orders/orders-page.tsx'),
  route('trang-ca-nhan/don-hang/:id', 'routes/orders/order-detail-page.tsx'),
  route('tuong', 'routes/wall/wall-page.tsx'),
  // Community: writing a post, and the author's edit of one.
  route('cong-dong/tao-bai', 'routes/community/compose-page.tsx'),
  route('post/:id/sua', 'routes/community/compose-edit-page.tsx'),
  // An order without a login: by its signed link (order e-mail), and the lookup by code and contact.
  route('don-hang/:id', 'routes/orders/signed-order-page.tsx'),
  route('tra-cuu-don-hang', 'routes/orders/order-lookup-page.tsx'),
  // A social sign-in whose verified e-mail has an account: its password confirms the link.
  route('lien-ket-tai-khoan', 'routes/auth/social-link-page.tsx'),
  // Admin area (admin role only; everyone else is redirected home).
  route('quan-tri', 'routes/admin/admin-home.tsx'),
  route('quan-tri/hop-thu', 'routes/admin/outbox-page.tsx'),
  // Social organisations' feedback desk and the contact form's inbox.
  route('quan-tri/phan-anh', 'routes/admin/social-feedback-desk-page.tsx'),
  route('quan-tri/phan-anh/:id', 'routes/admin/social-feedback-review-page.tsx'),
  route('quan-tri/lien-he', 'routes/admin/contact-inbox-page.tsx'),
  route('quan-tri/lien-he/:id', 'routes/admin/contact-message-page.tsx'),
  // Admin review: shop applications, products sent for review, the audit log of decisions.
  route('quan-tri/cua-hang', 'routes/admin/shop-queue-page.tsx'),
  route('quan-tri/cua-hang/:shopId', 'routes/admin/shop-application-page.tsx'),
  route('quan-tri/san-pham', 'routes/admin/product-queue-page.tsx'),
  route('quan-tri/san-pham/:id', 'routes/admin/product-review-page.tsx'),
  route('quan-tri/nhat-ky', 'routes/admin/audit-log-page.tsx'),
  // Community moderation: reported posts, replies and blooks; content the word filter refused.
  route('quan-tri/kiem-duyet', 'routes/admin/moderation-queue-page.tsx'),
  route('quan-tri/kiem-duyet/chan-tu-dong', 'routes/admin/moderation-refusals-page.tsx'),
  // Platform vouchers: the seller centre's voucher desk for the platform.
  route('quan-tri/ma-giam-gia', 'routes/admin/platform-vouchers-page.tsx'),
  route('quan-tri/ma-giam-gia/tao', 'routes/admin/platform-voucher-create-page.tsx'),
  route('quan-tri/ma-giam-gia/cap-nhat/:id', 'routes/admin/platform-voucher-edit-page.tsx'),
  route('quan-tri/ma-giam-gia/chi-tiet/:id', 'routes/admin/platform-voucher-page.tsx'),
  route('quan-tri/phi-nguoi-ban', 'routes/admin/fee-rules-page.tsx'),
  // Platform campaigns (decision 027): the admin's pages, the seller's, the buyers' page.
  route('quan-tri/chien-dich', 'routes/admin/campaigns-page.tsx'),
  route('quan-tri/chien-dich/tao', 'routes/admin/campaign-create-page.tsx'),
  route('quan-tri/chien-dich/cap-nhat/:id', 'routes/admin/campaign-edit-page.tsx'),
  route('quan-tri/chien-dich/chi-tiet/:id', 'routes/admin/campaign-page.tsx'),
  route('ban-hang/chien-dich', 'routes/seller/seller-campaigns-page.tsx'),
  route('chien-dich/:id', 'routes/storefront/campaign-page.tsx'),
  // Blook lookbooks (product.md §2): all looks, by occasion, by style, one look, the builder.
  route('blook', 'routes/community/blook-page.tsx'),
  route('blook/category/:id', 'routes/community/blook-category-page.tsx'),
  route('blook/sub-category/:id', 'routes/community/blook-sub-category-page.tsx'),
  route('blook/tao', 'routes/community/blook-builder-page.tsx'),
  route('blook/:id', 'routes/community/blook-detail-page.tsx'),
  // Community (product.md §2): the feeds, a hashtag's feed, one post, a member's wall.
  route('cong-dong', 'routes/community/feed-page.tsx'),
  route('cong-dong/hashtag/:tag', 'routes/community/hashtag-page.tsx'),
  route('post/:id', 'routes/community/post-page.tsx'),
  route('tuong/:id', 'routes/community/wall-page.tsx'),
  route('san-pham/:id', 'routes/product/product-page.tsx'),
  // A group-buy team's shared link (decision 065).
  route('mua-chung/:teamId', 'routes/group-buying/team-page.tsx'),
  // Live shopping for buyers (decision 066): the lives on air and upcoming, one live's page.
  route('live', 'routes/live/live-list-page.tsx'),
  // The product sheet and the express checkout open over the video (child routes): it plays on.
  route('live/:id', 'routes/live/live-watch-page.tsx', [
    route('san-pham/:productId', 'routes/live/live-product-sheet-page.tsx'),
    route('mua', 'routes/live/live-checkout-sheet-page.tsx'),
  ]),
  route('gio-hang', 'routes/cart/cart-page.tsx'),
  // Checkout: the cart's selected lines, express checkout ("Mua ngay"), the order result.
  route('thanh-toan', 'routes/checkout/checkout-page.tsx'),
  route('thanh-toan-2', 'routes/checkout/express-checkout-page.tsx'),
  route('thanh-toan/ket-qua/:checkoutId', 'routes/checkout/checkout-result-page.tsx'),
  // Vouchers to save and the promotion programs running now.
  route('khuyen-mai', 'routes/vouchers/vouchers-page.tsx'),
  route('uu-dai', 'routes/vouchers/promotions-page.tsx'),
  // Seller centre (owners of an approved shop; everyone else is redirected home).
  route('ban-hang', 'routes/seller/seller-home.tsx'),
  route('ban-hang/tong-quan', 'routes/seller/seller-dashboard-page.tsx'),
  route('ban-hang/phan-tich', 'routes/seller/seller-analytics-page.tsx'),
  route('ban-hang/phan-tich/hieu-qua', 'routes/seller/seller-performance-page.tsx'),
  route('ban-hang/quan-ly-don-hang', 'routes/seller/seller-orders-page.tsx'),
  route('ban-hang/quan-ly-don-hang/:orderId', 'routes/seller/seller-order-page.tsx'),
  route('ban-hang/quan-ly-don-hang/:orderId/in', 'routes/seller/packing-slip-page.tsx'),
  // Seller centre products: the list with status tabs, the form to create and to edit one.
  route('ban-hang/quan-ly-san-pham', 'routes/seller/seller-products-page.tsx'),
  route('ban-hang/quan-ly-san-pham/tao', 'routes/seller/seller-product-create-page.tsx'),
  route('ban-hang/quan-ly-san-pham/cap-nhat/:id', 'routes/seller/seller-product-edit-page.tsx'),
  route('ban-hang/quan-ly-san-pham/tai-xuong-danh-sach', 'routes/seller/product-files-page.tsx'),
  route('ban-hang/quan-ly-san-pham/chinh-sua-hang-loat', 'routes/seller/product-bulk-edit-page.tsx'),
  // Returns and refunds: the buyer's request, the seller centre's list, the admin's refund queue.
  route('trang-ca-nhan/don-hang/:id/tra-hang', 'routes/returns/buyer-return-page.tsx'),
  route('ban-hang/tra-hang-hoan-tien', 'routes/returns/seller-returns-page.tsx'),
  // Seller centre: shop categories, size charts and shop settings.
  route('ban-hang/quan-ly-danh-muc', 'routes/seller/shop-categories-page.tsx'),
  route('ban-hang/quan-ly-danh-muc/tao', 'routes/seller/shop-category-create-page.tsx'),
  route('ban-hang/quan-ly-danh-muc/cap-nhat/:id', 'routes/seller/shop-category-edit-page.tsx'),
  route('ban-hang/quan-ly-danh-muc/chi-tiet/:id', 'routes/seller/shop-category-page.tsx'),
  route('ban-hang/quan-ly-banner', 'routes/seller/seller-banners-page.tsx'),
  route('ban-hang/quan-ly-banner/tao', 'routes/seller/seller-banner-create-page.tsx'),
  route('ban-hang/quan-ly-banner/cap-nhat/:id', 'routes/seller/seller-banner-edit-page.tsx'),
  route('ban-hang/quan-ly-banner/chi-tiet/:id', 'routes/seller/seller-banner-page.tsx'),
  route('ban-hang/ma-giam-gia', 'routes/seller/seller-vouchers-page.tsx'),
  route('ban-hang/ma-giam-gia/tao', 'routes/seller/seller-voucher-create-page.tsx'),
  route('ban-hang/ma-giam-gia/cap-nhat/:id', 'routes/seller/seller-voucher-edit-page.tsx'),
  route('ban-hang/ma-giam-gia/chi-tiet/:id', 'routes/seller/seller-voucher-page.tsx'),
  route('ban-hang/chuong-trinh-cua-toi', 'routes/seller/seller-promotions-page.tsx'),
  route('ban-hang/chuong-trinh-cua-toi/tao', 'routes/seller/seller-promotion-create-page.tsx'),
  route('ban-hang/chuong-trinh-cua-toi/cap-nhat/:id', 'routes/seller/seller-promotion-edit-page.tsx'),
  route('ban-hang/chuong-trinh-cua-toi/chi-tiet/:id', 'routes/seller/seller-promotion-page.tsx'),
  route('ban-hang/live', 'routes/seller/seller-lives-page.tsx'),
  route('ban-hang/live/tao', 'routes/seller/seller-live-create-page.tsx'),
  route('ban-hang/live/cap-nhat/:id', 'routes/seller/seller-live-edit-page.tsx'),
  route('ban-hang/live/:id', 'routes/seller/seller-live-studio-page.tsx'),
  route('ban-hang/doanh-thu', 'routes/seller/seller-revenue-page.tsx'),
  route('ban-hang/doanh-thu/sao-ke', 'routes/seller/seller-settlements-page.tsx'),
  route('ban-hang/doanh-thu/:orderId', 'routes/seller/seller-revenue-order-page.tsx'),
  route('ban-hang/quan-ly-size-chart', 'routes/seller/size-charts-page.tsx'),
  route('ban-hang/quan-ly-size-chart/tao', 'routes/seller/size-chart-create-page.tsx'),
  route('ban-hang/quan-ly-size-chart/cap-nhat/:id', 'routes/seller/size-chart-edit-page.tsx'),
  route('ban-hang/cai-dat', 'routes/seller/shop-settings-page.tsx'),
  route('ban-hang/cai-dat/van-chuyen', 'routes/seller/shop-settings-shipping-page.tsx'),
  route('ban-hang/cai-dat/chinh-sach-hoan-tra-hang', 'routes/seller/shop-settings-return-page.tsx'),
  route('ban-hang/cai-dat/thanh-toan', 'routes/seller/shop-settings-payment-page.tsx'),
  route('ban-hang/cai-dat/thong-tin-cua-hang', 'routes/seller/shop-settings-info-page.tsx'),
  route('quan-tri/hoan-tien', 'routes/returns/admin-refunds-page.tsx'),
  // The blog (decision 046): the magazine, an article, the admin's editor; buyers' feedback on a shop.
  route('blog', 'routes/community/blog-page.tsx'),
  route('blog/:id', 'routes/community/blog-article-page.tsx'),
  route('quan-tri/blog', 'routes/admin/blog-admin-page.tsx'),
  route('quan-tri/blog/tao', 'routes/admin/blog-create-page.tsx'),
  route('quan-tri/blog/cap-nhat/:id', 'routes/admin/blog-edit-page.tsx'),
  route('shop-feedback/:id', 'routes/community/shop-feedback-page.tsx'),
  // Awards voting: the current edition, one edition (open or its results), the admin's desk.
  route('binh-chon', 'routes/awards/awards-current-page.tsx'),
  route('binh-chon/:slug', 'routes/awards/awards-page.tsx'),
  route('quan-tri/binh-chon', 'routes/admin/awards-page.tsx'),
  route('quan-tri/binh-chon/:id', 'routes/admin/award-event-page.tsx'),
  // Chat between buyers and shops (decision 051): the buyer's page, the seller centre's.
  route('tro-chuyen', 'routes/chat/chat-page.tsx'),
  route('ban-hang/tro-chuyen', 'routes/chat/seller-chat-page.tsx'),
  // Affiliate (decision 072): the KOL area on its own base, the seller's open campaigns, the admin's desk.
  // -- KOL area: dashboard, links, conversion orders, account (lead)
  route('tiep-thi-lien-ket', 'routes/affiliate/affiliate-home.tsx'),
  route('tiep-thi-lien-ket/ca-nhan/thong-tin-tai-khoan', 'routes/affiliate/account-page.tsx'),
  route('tiep-thi-lien-ket/ca-nhan/lien-ket', 'routes/affiliate/links-page.tsx'),
  route('tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi', 'routes/affiliate/conversions-page.tsx'),
  route('tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/:orderId', 'routes/affiliate/conversion-page.tsx'),
  // -- Open campaigns: seller pages, the KOL's list, the commission setting (campaigns)
  route('ban-hang/cai-dat/tiep-thi-lien-ket', 'routes/seller-affiliate/affiliate-rates-page.tsx'),
  route('nha-ban/chien-dich-mo', 'routes/seller-affiliate/campaigns-page.tsx'),
  route('nha-ban/chien-dich-mo/tao', 'routes/seller-affiliate/campaign-create-page.tsx'),
  route('nha-ban/chien-dich-mo/cap-nhat/:campaignId', 'routes/seller-affiliate/campaign-edit-page.tsx'),
  route('nha-ban/chien-dich-mo/chi-tiet/:campaignId', 'routes/seller-affiliate/campaign-page.tsx'),
  route('tiep-thi-lien-ket/chien-dich', 'routes/affiliate-campaigns/kol-campaigns-page.tsx'),
  route('tiep-thi-lien-ket/chien-dich/:id', 'routes/affiliate-campaigns/kol-campaign-page.tsx'),
  // -- Admin desk (kols)
  route('quan-tri/tiep-thi-lien-ket', 'routes/affiliate-desk/desk-page.tsx'),
  route('quan-tri/hanh-vi-mua-sam', 'routes/admin/shopping-behaviour-page.tsx'),
  route('quan-tri/tiep-thi-lien-ket/kol/:userId', 'routes/affiliate-desk/kol-page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
