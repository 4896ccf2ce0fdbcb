/** Open campaigns as KOLs see them: browse, join, links to the campaign's products. */
export const affiliateCampaigns = {
  title: 'Tiếp thị liên kết',
  meta: { list: 'Chiến dịch mở', detail: 'Chi tiết chiến dịch' },
  intro:
    'Các shop trả hoa hồng cao hơn cho sản phẩm trong chiến dịch. Tham gia rồi tạo liên kết cho từng sản phẩm.',
  empty: 'Chưa có chiến dịch nào đang mở',
  emptyHint: 'Quay lại sau, các shop thường mở chiến dịch trước các dịp sale lớn.',
  rate: 'Hoa hồng {{rate}}%',
  dates: '{{from}} – {{to}}',
  productsCount: '{{n}} sản phẩm',
  phase: { upcoming: 'Sắp diễn ra', running: 'Đang diễn ra', ended: 'Đã kết thúc' },
  invited: 'Được mời',
  joined: 'Đã tham gia',
  join: 'Tham gia',
  joinedDone: 'Bạn đã tham gia chiến dịch',
  view: 'Xem chi tiết',
  back: 'Tất cả chiến dịch',
  products: 'Sản phẩm trong chiến dịch',
  joinToLink: 'Tham gia chiến dịch để tạo liên kết cho các sản phẩm này.',
  getLink: 'Lấy liên kết',
  copy: 'Sao chép',
  copied: 'Đã sao chép liên kết',
};
