import { groupBuyingScreens } from './group-buying-screens';

/**
 * Group buying (decision 061): the words of its screens, its error codes (spread into `errors`)
 * and its notifications (spread into `notifications`: group_buying.*, and the order events
 * a team's orders go through).
 */
export const groupBuying = {
  ...groupBuyingScreens,
  title: 'Mua chung',
  programs: 'Chương trình mua chung',
  teamPrice: 'Giá mua chung',
  teamSize_other: 'Nhóm {{count}} người',
  seatsLeft_other: 'Còn {{count}} chỗ',
  endsIn: 'Kết thúc sau {{time}}',
  openTeam: 'Mở nhóm mới',
  joinTeam: 'Tham gia nhóm',
  shareTeam: 'Mời bạn bè',
  leader: 'Trưởng nhóm',
  onlineOnly: 'Mua chung chỉ thanh toán trực tuyến',
  status: {
    pending: 'Chờ trưởng nhóm thanh toán',
    open: 'Đang tìm thành viên',
    filled: 'Đã đủ người',
    failed: 'Không đủ người, đã hoàn tiền',
  },
};

export const groupBuyingErrors = {
  GROUP_BUY_ONLINE_PAYMENT_ONLY:
    'Mua chung chỉ nhận thanh toán trực tuyến, không nhận thanh toán khi nhận hàng',
  GROUP_BUY_TEAM_FULL: 'Nhóm đã đủ người',
  GROUP_BUY_TEAM_CLOSED: 'Nhóm đã kết thúc',
  GROUP_BUY_ALREADY_MEMBER: 'Bạn đã ở trong nhóm này',
  GROUP_BUY_UNAVAILABLE: 'Sản phẩm không còn trong chương trình mua chung',
};

export const groupBuyingNotifications = {
  joined_other: '{{name}} đã tham gia nhóm mua chung {{product}} của bạn. Còn {{count}} chỗ.',
  filled: 'Nhóm mua chung {{product}} đã đủ người. Đơn hàng của bạn đã được gửi tới người bán.',
  failed:
    'Nhóm mua chung {{product}} không đủ người. {{amount, number}} ₫ đang được hoàn về tài khoản bạn đã thanh toán.',
};

export const groupBuyingOrderNotifications = {
  team_payment_held: 'Đơn hàng {{code}} đã được thanh toán và đang chờ nhóm mua chung đủ người.',
  team_filled: 'Nhóm mua chung đã đủ người: đơn hàng {{code}} đang chờ người bán xác nhận.',
  team_failed: 'Đơn hàng {{code}} đã bị hủy vì nhóm mua chung không đủ người. Tiền sẽ được hoàn lại.',
};

export const groupBuyingSellerOrderNotifications = {
  team_payment_held: 'Đơn mua chung {{code}} đã được thanh toán; đơn sẽ đến bạn khi nhóm đủ người.',
  team_filled: 'Đơn hàng mới {{code}} từ nhóm mua chung đã đủ người. Hãy xác nhận đơn.',
  team_failed: 'Đơn mua chung {{code}} đã bị hủy vì nhóm không đủ người.',
};
