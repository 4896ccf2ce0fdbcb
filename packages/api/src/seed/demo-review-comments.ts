/**
 * What demo buyers write (product.md §5: at most 150 characters), by kind of product and
 * by stars. Sentences a Vietnamese buyer would actually post, with the usual shorthand.
 */
export type ReviewKind = 'garment' | 'accessory' | 'cosmetics';
type Stars = 1 | 2 | 3 | 4 | 5;

const COMMON: Record<Stars, readonly string[]> = {
  5: [
    'Shop giao hàng nhanh, đóng gói cẩn thận. Sẽ ủng hộ shop dài dài!',
    'Hàng đẹp y hình, giá hợp lý. Rất hài lòng 😍',
    'Mua lần thứ hai rồi, chất lượng vẫn ổn định như lần đầu.',
    'Shop tư vấn nhiệt tình, giao đúng mẫu. 10 điểm!',
    'Đặt hôm trước hôm sau nhận luôn, quá nhanh.',
  ],
  4: [
    'Hàng ổn so với giá tiền, giao hơi lâu một chút.',
    'Sản phẩm đúng mô tả, đóng gói hơi sơ sài nhưng không sao.',
    'Khá hài lòng, trừ một sao vì shipper giao trễ.',
  ],
  3: ['Tạm được, không quá xuất sắc như mong đợi.', 'Hàng bình thường, giao chậm hơn dự kiến 2 ngày.'],
  2: ['Hàng không giống hình lắm, hơi thất vọng.', 'Giao thiếu quà tặng kèm, nhắn shop mãi mới trả lời.'],
  1: ['Giao sai mẫu, đang chờ shop đổi lại.'],
};

const BY_KIND: Record<ReviewKind, Record<Stars, readonly string[]>> = {
  garment: {
    5: [
      'Vải mát, mặc thoải mái, form chuẩn. Mình 1m60 52kg mặc size M vừa đẹp.',
      'Áo đẹp lắm, màu y hình, giặt máy không bị ra màu. Sẽ mua thêm màu khác.',
      'Chất vải dày dặn, đường may kỹ, không có chỉ thừa. Đáng tiền!',
      'Form rộng vừa phải, mặc đi làm hay đi chơi đều hợp. Mua tặng mẹ mẹ khen.',
      'Mặc lên tôn dáng lắm, bạn bè hỏi mua ở đâu suốt 😆',
      'Vải mềm, không nhăn, mặc cả ngày không bí. Đúng size theo bảng của shop.',
    ],
    4: [
      'Vải đẹp nhưng hơi mỏng, mặc mùa hè thì ok.',
      'Size hơi rộng so với bảng size, nên lấy lùi một size.',
      'Màu ngoài hơi đậm hơn trong hình một chút, nhưng vẫn đẹp.',
      'Đường may ổn, có vài chỗ chỉ thừa, cắt đi là được.',
    ],
    3: ['Form hơi ngắn so với mình, vải tạm ổn.', 'Giặt lần đầu bị co nhẹ, các bạn nên giặt tay.'],
    2: ['Size không đúng bảng, mặc chật dù đã lấy đúng số đo.'],
    1: ['Vải bị lỗi một lỗ nhỏ ở tay áo, đã báo shop.'],
  },
  accessory: {
    5: [
      'Da mềm, khóa chắc chắn, cầm lên nhìn sang hơn giá tiền nhiều.',
      'Đẹp y hình, phối đồ gì cũng hợp. Đóng hộp rất xinh.',
      'Đi êm chân, đúng size, đi cả ngày không bị đau.',
      'Màu bạc sáng, không bị đen sau mấy tuần đeo. Rất ưng!',
    ],
    4: ['Đẹp, chắc chắn, chỉ là hơi nặng hơn mình nghĩ.', 'Hàng ổn, hộp bị móp nhẹ khi giao.'],
    3: ['Nhìn ngoài không sang bằng ảnh, dùng tạm được.'],
    2: ['Khóa hơi lỏng, dùng vài hôm đã bị kẹt.'],
    1: ['Bị trầy một vết dài ở mặt trước, rất thất vọng.'],
  },
  cosmetics: {
    5: [
      'Thấm nhanh, không bết dính, da mình dầu dùng rất hợp.',
      'Dùng được 2 tuần thấy da mịn hơn hẳn, mùi thơm nhẹ dễ chịu.',
      'Hàng chính hãng, có tem phụ tiếng Việt, date xa. Yên tâm!',
      'Màu son lên môi siêu xinh, lâu trôi, không khô môi.',
      'Da nhạy cảm dùng không bị kích ứng, sẽ mua lại.',
    ],
    4: [
      'Kết cấu nhẹ, dùng ổn, chỉ là mùi hơi nồng với mình.',
      'Sản phẩm tốt, giao nhanh, nhưng hộp ngoài hơi móp.',
      'Dùng thấy ổn, chưa thấy hiệu quả rõ rệt, chờ thêm thời gian.',
    ],
    3: ['Dùng tạm được, da mình khô nên hơi thiếu ẩm.'],
    2: ['Bôi lên bị vón, không hợp với da mình.'],
    1: ['Bị nổi mẩn sau 2 ngày dùng, đã ngưng dùng.'],
  },
};

/** A comment for this kind and rating (an empty comment now and then: stars only). */
export function reviewCommentPool(kind: ReviewKind, rating: number): readonly string[] {
  const stars = Math.min(5, Math.max(1, Math.round(rating))) as Stars;
  return [...BY_KIND[kind][stars], ...COMMON[stars]];
}
