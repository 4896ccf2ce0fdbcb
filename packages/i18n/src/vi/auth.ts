/** Login, sign-up, password and account-deletion texts (product.md §4 and §5). */
export const auth = {
  login: {
    title: 'Đăng nhập',
    identifier: 'Email hoặc số điện thoại',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    forgotPassword: 'Quên mật khẩu?',
    noAccount: 'Chưa có tài khoản?',
    signUp: 'Đăng ký ngay',
  },
  register: {
    title: 'Đăng ký',
    fullName: 'Họ và tên',
    email: 'Email',
    phone: 'Số điện thoại',
    password: 'Mật khẩu',
    confirmPassword: 'Nhập lại mật khẩu',
    passwordHint: 'Tối thiểu {{min}} ký tự, có ít nhất một chữ in hoa và một ký tự đặc biệt',
    submit: 'Tạo tài khoản',
    haveAccount: 'Đã có tài khoản?',
  },
  forgotPassword: {
    title: 'Quên mật khẩu',
    intro: 'Nhập email hoặc số điện thoại của bạn, chúng tôi sẽ gửi mã xác thực gồm {{length}} chữ số.',
    submit: 'Gửi mã',
    sent_other: 'Nếu tài khoản tồn tại, mã xác thực đã được gửi. Mã có hiệu lực trong {{count}} phút.',
  },
  resetPassword: {
    title: 'Đặt lại mật khẩu',
    code: 'Mã xác thực',
    submit: 'Đặt lại mật khẩu',
    done: 'Mật khẩu đã được đặt lại, vui lòng đăng nhập',
  },
  changePassword: {
    title: 'Đổi mật khẩu',
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Nhập lại mật khẩu mới',
    submit: 'Lưu mật khẩu',
    done: 'Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.',
  },
  logout: 'Đăng xuất',
  guest: {
    quickAccount: 'Tạo tài khoản nhanh để theo dõi đơn hàng',
    submit: 'Tạo tài khoản',
  },
  deleteAccount: {
    title: 'Xoá tài khoản',
    confirm: 'Gửi yêu cầu xoá tài khoản',
    requested: 'Yêu cầu xoá tài khoản đã được ghi nhận',
    notice: {
      seller:
        'Tài khoản của bạn đang có gian hàng. Yêu cầu xoá tài khoản người bán sẽ được xử lý trong {{min}}–{{max}} ngày làm việc.',
      ordersInTransit_other:
        'Bạn đang có {{count}} đơn hàng đang được giao. Tài khoản sẽ được xoá sau khi các đơn hàng này hoàn tất.',
      buyer: 'Sau khi xoá, bạn sẽ không thể đăng nhập và dữ liệu tài khoản sẽ không thể khôi phục.',
    },
  },
};
