/**
 * Mails and SMS carrying one-time codes (product.md §4, Identity verification; forgot
 * password). {{code}} is the six-digit code, {{count}} its lifetime in minutes.
 */
export const verification = {
  verify_email: {
    subject: 'Mã xác thực email Chợ Đẹp',
    heading: 'Xác thực địa chỉ email',
    intro: 'Bạn vừa yêu cầu xác thực địa chỉ email này cho tài khoản Chợ Đẹp. Mã xác thực của bạn là:',
    sms_other:
      'Chợ Đẹp: mã xác thực email của bạn là {{code}}, hiệu lực {{count}} phút. Không chia sẻ mã này với bất kỳ ai.',
  },
  verify_phone: {
    subject: 'Mã xác thực số điện thoại Chợ Đẹp',
    heading: 'Xác thực số điện thoại',
    intro: 'Bạn vừa yêu cầu xác thực số điện thoại cho tài khoản Chợ Đẹp. Mã xác thực của bạn là:',
    sms_other:
      'Chợ Đẹp: mã OTP xác thực số điện thoại của bạn là {{code}}, hiệu lực {{count}} phút. Không chia sẻ mã này với bất kỳ ai.',
  },
  reset_password: {
    subject: 'Mã đặt lại mật khẩu Chợ Đẹp',
    heading: 'Đặt lại mật khẩu',
    intro:
      'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản Chợ Đẹp của bạn. Mã xác thực của bạn là:',
    sms_other:
      'Chợ Đẹp: mã đặt lại mật khẩu của bạn là {{code}}, hiệu lực {{count}} phút. Không chia sẻ mã này với bất kỳ ai.',
  },
  sign_up: {
    subject: 'Mã xác nhận đăng ký Chợ Đẹp',
    heading: 'Xác nhận đăng ký tài khoản',
    intro: 'Bạn vừa đăng ký tài khoản Chợ Đẹp bằng địa chỉ này. Nhập mã sau để hoàn tất đăng ký:',
    sms_other:
      'Chợ Đẹp: mã xác nhận đăng ký của bạn là {{code}}, hiệu lực {{count}} phút. Không chia sẻ mã này với bất kỳ ai.',
  },
  /** Sent instead of a code when someone signs up with an address that already has an account. */
  already_registered: {
    subject: 'Bạn đã có tài khoản Chợ Đẹp',
    heading: 'Bạn đã có tài khoản',
    intro: 'Ai đó (có thể là bạn) vừa đăng ký Chợ Đẹp bằng địa chỉ này, nhưng địa chỉ này đã có tài khoản.',
    action: 'Hãy đăng nhập như thường lệ. Nếu quên mật khẩu, chọn "Quên mật khẩu" để đặt lại.',
    sms: 'Chợ Đẹp: số điện thoại này đã có tài khoản. Hãy đăng nhập, hoặc chọn "Quên mật khẩu" nếu bạn quên mật khẩu.',
  },
  validity_other: 'Mã có hiệu lực trong {{count}} phút và chỉ dùng được một lần.',
  neverShare: 'Vì an toàn của bạn, không chia sẻ mã này với bất kỳ ai, kể cả nhân viên Chợ Đẹp.',
  notYou: 'Nếu bạn không thực hiện yêu cầu này, hãy bỏ qua email này: tài khoản của bạn vẫn an toàn.',
};
