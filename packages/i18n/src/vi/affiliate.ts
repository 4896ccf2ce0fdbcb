/**
 * Affiliate (decision 072): the KOL area's words (dashboard, links, conversion orders, account,
 * statements, API tokens), the error codes (spread into `errors`), the field rules (into
 * `validation.affiliate`) and the notifications (notifications.affiliate.*).
 */
export const affiliate = {
  title: 'Tiếp thị liên kết',
  area: 'Chợ Đẹp Affiliate',
  sideKol: 'KOL',
  sideSeller: 'Nhà bán hàng',
  nav: {
    dashboard: 'Tổng quan',
    links: 'Liên kết',
    conversions: 'Đơn hàng chuyển đổi',
    campaigns: 'Chiến dịch',
    sellerCampaigns: 'Chiến dịch mở',
    sellerSetting: 'Cài đặt hoa hồng',
    sellerCentre: 'Kênh người bán',
    account: 'Thông tin tài khoản',
  },
  status: { pending: 'Chờ duyệt', approved: 'Đã duyệt', cancelled: 'Đã hủy' },
};

export const affiliateErrors = {
  AFFILIATE_NOT_KOL: 'Bạn cần là KOL đã được duyệt để dùng chức năng này',
  AFFILIATE_ALREADY_APPLIED: 'Bạn đã gửi đăng ký, vui lòng chờ kết quả duyệt',
  AFFILIATE_ALREADY_DECIDED: 'Hồ sơ này đã được xử lý',
  AFFILIATE_TARGET_UNAVAILABLE:
    'Không thể tạo liên kết: sản phẩm, shop hoặc chiến dịch không còn tham gia tiếp thị liên kết',
  AFFILIATE_LINKS_LIMIT: 'Bạn chỉ có thể tạo tối đa {{max}} liên kết',
  AFFILIATE_CAMPAIGN_CLOSED: 'Chiến dịch không mở hoặc đã kết thúc',
  AFFILIATE_CAMPAIGN_INVITE_ONLY: 'Chiến dịch này chỉ dành cho KOL được mời',
  AFFILIATE_CAMPAIGN_RATE_TOO_LOW:
    'Hoa hồng chiến dịch phải cao hơn mức hoa hồng hiện tại của shop ({{rate}}%)',
  AFFILIATE_CAMPAIGN_LOCKED: 'Chiến dịch đã được duyệt, không thể sửa',
  AFFILIATE_TOKENS_LIMIT: 'Bạn chỉ có thể giữ tối đa {{max}} khóa API',
};

export const affiliateValidation = {
  rateStep: 'Tỷ lệ hoa hồng chỉ có tối đa 2 chữ số thập phân',
  channelUrl: 'Đường dẫn kênh không hợp lệ (bắt đầu bằng https://)',
  acceptTerms: 'Vui lòng đồng ý với Điều khoản tiếp thị liên kết',
  campaignRate: 'Hoa hồng chiến dịch phải lớn hơn 0%',
  campaignTooLong: 'Chiến dịch kéo dài tối đa {{max}} ngày',
};

export const affiliateNotifications = {
  kol_approved: 'Chúc mừng! Bạn đã trở thành KOL của Chợ Đẹp. Tạo liên kết đầu tiên ngay.',
  kol_rejected: 'Đăng ký KOL chưa được duyệt: {{reason}}',
  conversion: 'Đơn {{code}} đến từ liên kết của bạn: hoa hồng dự kiến ₫{{amount, number}}.',
  commission_approved: 'Hoa hồng ₫{{amount, number}} của đơn {{code}} đã được duyệt.',
  commission_cancelled: 'Hoa hồng của đơn {{code}} đã bị hủy.',
  campaign_approved: 'Chiến dịch "{{name}}" đã được duyệt và mở cho KOL.',
  campaign_rejected: 'Chiến dịch "{{name}}" chưa được duyệt: {{reason}}',
  campaign_invited: 'Shop {{shop}} mời bạn tham gia chiến dịch "{{name}}" với hoa hồng {{rate}}%.',
  campaign_joined: '{{name}} đã tham gia chiến dịch "{{campaign}}".',
};
