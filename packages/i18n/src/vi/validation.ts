/**
 * Field messages for the shared zod schemas. Schemas carry keys such as
 * `validation.password.uppercase`; the API and the forms translate them with these texts.
 * Parameters in {{double braces}} come from the schema's limits.
 */
export const validation = {
  required: 'Vui lòng nhập thông tin này',
  invalidType: 'Giá trị không hợp lệ',
  tooShort: 'Tối thiểu {{min}} ký tự',
  tooLong: 'Tối đa {{max}} ký tự',
  tooSmall: 'Giá trị tối thiểu là {{min}}',
  tooBig: 'Giá trị tối đa là {{max}}',
  invalidEmail: 'Email không hợp lệ',
  invalidPhone: 'Số điện thoại không hợp lệ',
  invalidEnum: 'Lựa chọn không hợp lệ',
  unknownField: 'Trường không được hỗ trợ',
  password: {
    min: 'Mật khẩu tối thiểu {{min}} ký tự',
    max: 'Mật khẩu tối đa {{max}} ký tự',
    uppercase: 'Mật khẩu phải có ít nhất một chữ in hoa',
    special: 'Mật khẩu phải có ít nhất một ký tự đặc biệt',
    mismatch: 'Mật khẩu không khớp',
    currentIncorrect: 'Mật khẩu hiện tại không chính xác',
  },
  account: {
    emailOrPhone: 'Vui lòng nhập email hoặc số điện thoại',
  },
  profile: {
    birthDateFormat: 'Ngày sinh không hợp lệ',
    birthDateFuture: 'Ngày sinh không được ở tương lai',
    idNumber: 'Số CMND/CCCD không hợp lệ (CMND 9 chữ số, CCCD 12 chữ số)',
    idNumberBirthYear: 'Năm sinh trong số CCCD không khớp với ngày sinh',
    taxCode: 'Mã số thuế không hợp lệ (10 chữ số, 10-3 cho chi nhánh hoặc 12 chữ số)',
    bankAccount: 'Số tài khoản không hợp lệ (chỉ gồm chữ số)',
  },
  review: {
    starCount: 'Số sao phải từ 1 đến 5',
  },
  voucher: {
    codeChars: 'Mã chỉ gồm chữ cái và chữ số',
    percentMax: 'Phần trăm giảm tối đa là 100%',
    endAfterStart: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    budgetBelowValue: 'Ngân sách phải lớn hơn hoặc bằng mức giảm',
    rangeOrder: 'Các khoảng giá phải tăng dần, liền nhau và không chồng lên nhau',
  },
  promotion: {
    productLimitZero: 'Giới hạn sản phẩm không được bằng 0',
    discountPositive: 'Giá khuyến mãi phải thấp hơn giá gốc',
    discountMax: 'Mức giảm tối đa là 80%',
    maxDiscountAboveDiscount: 'Mức giảm tối đa không được lớn hơn mức giảm',
    perOrderAboveStock: 'Giới hạn mỗi đơn không được lớn hơn số lượng khuyến mãi',
  },
  checkout: {
    agreeTerms: 'Vui lòng đồng ý với điều khoản trước khi đặt hàng',
  },
  address: {
    province: 'Tỉnh/thành phố không hợp lệ',
    wardNotInProvince: 'Phường/xã không thuộc tỉnh/thành phố đã chọn',
    postalCodeVn: 'Mã bưu chính gồm 5 hoặc 6 chữ số',
    postalCodeKo: 'Mã bưu chính Hàn Quốc gồm 5 chữ số',
  },
  search: {
    priceRange: 'Giá tối thiểu không được lớn hơn giá tối đa',
  },
  returns: {
    reason: 'Vui lòng nhập lý do từ chối (ít nhất 5 ký tự)',
    photoId: 'Vui lòng tải lên ảnh minh chứng',
    email: 'Vui lòng nhập email hợp lệ',
    trackingCode: 'Mã vận đơn chỉ gồm chữ cái, chữ số và dấu gạch ngang',
  },
};
