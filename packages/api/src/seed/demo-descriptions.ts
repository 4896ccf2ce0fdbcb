import type { CategoryKind } from '@cho-dep/core/catalog/catalog-states';
import type { SeededRandom } from './seeded-random';

/**
 * Product descriptions the way Vietnamese shops write them: an opening line, the highlights,
 * a size or usage guide, care notes and the shop's promises. Paragraphs are drawn from pools
 * so 500 products do not read the same.
 */
interface DescribeInput {
  name: string;
  kind: CategoryKind;
  material: string;
  style: string;
  shopName: string;
  korean: boolean;
  sizes: readonly string[] | null;
}

const FASHION_OPENINGS = [
  '{name} là lựa chọn không thể thiếu trong tủ đồ của bạn. Thiết kế {style} dễ phối, mặc đi làm, đi học hay dạo phố đều đẹp.',
  'Chào mừng bạn đến với {shop}! {name} vừa về thêm màu mới, form chuẩn, đường may tỉ mỉ từng chi tiết.',
  'Bạn đang tìm một món đồ vừa thoải mái vừa thời trang? {name} với chất liệu {material} sẽ làm bạn hài lòng.',
  '{name} được {shop} chọn lọc kỹ từ xưởng may, phong cách {style}, hợp với nhiều dáng người.',
];
const FASHION_POINTS = [
  'Chất liệu {material} mềm mại, thoáng mát, thấm hút mồ hôi tốt.',
  'Đường may chắc chắn, không bị bung chỉ sau nhiều lần giặt.',
  'Màu sắc đúng như ảnh, không phai khi giặt máy ở chế độ nhẹ.',
  'Form chuẩn, tôn dáng, dễ phối cùng quần jeans, chân váy hay giày sneaker.',
  'Phù hợp mặc quanh năm, đặc biệt là thời tiết nóng ẩm của Việt Nam.',
  'Vải dày dặn vừa phải, không bị lộ, không nhăn nhúm sau khi giặt.',
];
const CARE = [
  'Hướng dẫn bảo quản: giặt tay hoặc giặt máy bằng nước lạnh, lộn trái khi giặt, không dùng thuốc tẩy, phơi nơi thoáng mát tránh ánh nắng trực tiếp.',
  'Bảo quản: giặt với nước dưới 30 độ, không ngâm quá lâu, ủi ở nhiệt độ thấp để sản phẩm luôn như mới.',
];
const COSMETIC_OPENINGS = [
  '{name} giúp làn da của bạn khỏe đẹp mỗi ngày với thành phần chính là {material}.',
  '{name} là sản phẩm bán chạy của {shop}, được nhiều khách hàng tin dùng và mua lại.',
  'Chăm sóc da đúng cách bắt đầu từ những sản phẩm phù hợp. {name} với {material} là gợi ý dành cho bạn.',
];
const COSMETIC_POINTS = [
  'Kết cấu mỏng nhẹ, thẩm thấu nhanh, không gây bết dính.',
  'Thành phần lành tính, đã được kiểm nghiệm da liễu, phù hợp cả da nhạy cảm.',
  'Không chứa paraben, không hương liệu tổng hợp.',
  'Hiệu quả thấy rõ sau 2–4 tuần sử dụng đều đặn.',
  'Thiết kế nhỏ gọn, tiện mang theo khi đi làm hay đi du lịch.',
  'Lên màu chuẩn, giữ được lâu, không gây khô hay bong tróc.',
];
const USAGE = [
  'Cách dùng: làm sạch da, lấy một lượng vừa đủ thoa đều lên vùng cần dùng, vỗ nhẹ để sản phẩm thẩm thấu. Dùng sáng và tối.',
  'Cách dùng: dùng sau bước làm sạch và toner, tránh vùng mắt. Ban ngày nên dùng kèm kem chống nắng.',
];
const STORAGE =
  'Bảo quản nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp. Đậy nắp kín sau khi dùng. Hạn sử dụng 36 tháng kể từ ngày sản xuất, in trên bao bì.';
const PROMISES = [
  'Cam kết của {shop}:\n- Hàng giống mô tả, ảnh thật do shop tự chụp.\n- Đổi trả trong 7 ngày nếu lỗi từ nhà sản xuất.\n- Đóng gói cẩn thận, giao hàng toàn quốc.',
  'Vì sao chọn {shop}?\n- Hàng có sẵn, giao nhanh trong 1–3 ngày.\n- Hỗ trợ đổi size miễn phí.\n- Tư vấn nhiệt tình qua chat.',
  'Lưu ý: màu sắc thực tế có thể chênh lệch nhẹ do ánh sáng khi chụp. Bạn cần tư vấn thêm hãy nhắn tin cho {shop} nhé!',
];

function fill(template: string, input: DescribeInput): string {
  return template
    .replaceAll('{name}', input.name)
    .replaceAll('{shop}', input.shopName)
    .replaceAll('{material}', input.material.toLowerCase())
    .replaceAll('{style}', input.style.toLowerCase());
}

function sizeGuide(sizes: readonly string[]): string {
  const rows = sizes.map(
    (size, i) => `- Size ${size}: ${45 + i * 6}–${51 + i * 6} kg, cao ${150 + i * 5}–${158 + i * 5} cm`,
  );
  return `Bảng size tham khảo:\n${rows.join('\n')}\nNếu bạn phân vân giữa hai size, hãy chọn size lớn hơn hoặc nhắn shop để được tư vấn.`;
}

export function describeProduct(random: SeededRandom, input: DescribeInput): string {
  const fashion = input.kind === 'fashion';
  const parts = [fill(random.pick(fashion ? FASHION_OPENINGS : COSMETIC_OPENINGS), input)];
  const points = random.sample(fashion ? FASHION_POINTS : COSMETIC_POINTS, random.int(3, 5));
  parts.push(`Đặc điểm nổi bật:\n${points.map((p) => `- ${fill(p, input)}`).join('\n')}`);
  if (input.korean) parts.push('Sản phẩm nhập khẩu chính hãng từ Hàn Quốc, có tem phụ tiếng Việt.');
  if (fashion && input.sizes && /^[SMLX]/.test(input.sizes[0] ?? '')) parts.push(sizeGuide(input.sizes));
  parts.push(fashion ? random.pick(CARE) : `${random.pick(USAGE)}\n${STORAGE}`);
  parts.push(fill(random.pick(PROMISES), input));
  return parts.join('\n\n');
}
