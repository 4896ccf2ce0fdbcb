/** Reports and moderation of community content. */
export const moderation = {
  report: {
    menuItem: 'Báo cáo',
    title: 'Báo cáo nội dung',
    description: 'Cho chúng tôi biết vấn đề. Người đăng sẽ không biết ai đã báo cáo.',
    reasonLegend: 'Lý do',
    noteLabel: 'Ghi chú (không bắt buộc)',
    noteLabelRequired: 'Mô tả vấn đề',
    notePlaceholder: 'Thêm chi tiết giúp kiểm duyệt viên xử lý nhanh hơn',
    submit: 'Gửi báo cáo',
    cancel: 'Huỷ',
    sent: 'Đã gửi báo cáo. Cảm ơn bạn, chúng tôi sẽ xem xét sớm.',
  },
  reason: {
    spam: 'Spam hoặc quảng cáo',
    offensive: 'Ngôn từ xúc phạm, thù ghét',
    scam: 'Hàng giả hoặc lừa đảo',
    nudity: 'Khỏa thân, nội dung nhạy cảm',
    harassment: 'Quấy rối, bắt nạt',
    other: 'Lý do khác',
  },
};
