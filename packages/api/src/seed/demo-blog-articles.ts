import type { BannerArt } from '../products/catalog/illustrations/banner-svg';

/**
 * The demo magazine: tips and trend reports in Vietnamese, each with a cover drawn like the
 * home banners and the products it recommends (the best-selling listed product of each named
 * sub-category). `daysAgo` spreads them over the last weeks; a negative value is scheduled.
 */
export interface DemoBlogArticle {
  slug: string;
  category: string;
  title: string;
  daysAgo: number;
  art: BannerArt;
  /** A second picture in the body, drawn the same way, with its caption. */
  picture?: { art: BannerArt; caption: string };
  body: ReadonlyArray<{ h: string } | { p: string } | { products: readonly string[] } | { picture: true }>;
}

export const DEMO_BLOG_CATEGORIES = [
  { slug: 'xu-huong', name: 'Xu hướng', nameEn: 'Trends', nameKo: '트렌드' },
  { slug: 'phoi-do', name: 'Phối đồ', nameEn: 'Styling', nameKo: '스타일링' },
  { slug: 'lam-dep', name: 'Làm đẹp', nameEn: 'Beauty', nameKo: '뷰티' },
  { slug: 'meo-mua-sam', name: 'Mẹo mua sắm', nameEn: 'Shopping tips', nameKo: '쇼핑 팁' },
] as const;

export const DEMO_BLOG_ARTICLES: readonly DemoBlogArticle[] = [
  {
    slug: 'xu-huong-thoi-trang-tet',
    category: 'xu-huong',
    title: 'Xu hướng thời trang Tết 2027: đỏ trầm, lụa mềm và áo dài cách tân',
    daysAgo: 2,
    art: {
      colour: '#b5273a',
      items: [
        { shape: 'dress', colour: '#f4c542' },
        { shape: 'handbag', colour: '#7a1d2b' },
        { shape: 'necklace', colour: '#f1d98a' },
      ],
    },
    picture: {
      art: {
        colour: '#7a1d2b',
        items: [
          { shape: 'skirt', colour: '#f2b5c4' },
          { shape: 'sneaker', colour: '#ffffff' },
        ],
      },
      caption: 'Đỏ trầm phối kem: bộ đôi an toàn mà vẫn nổi bật ngày du xuân.',
    },
    body: [
      {
        p: 'Tết năm nay, các thương hiệu trong nước đồng loạt chọn đỏ trầm thay cho đỏ tươi quen thuộc. Màu sắc này vừa giữ không khí rộn ràng, vừa dễ phối cho cả buổi đi chùa lẫn buổi gặp bạn bè.',
      },
      { h: 'Lụa và satin lên ngôi' },
      {
        p: 'Chất liệu mềm, rủ nhẹ giúp trang phục trông sang mà không cầu kỳ. Một chiếc đầm lụa dáng suông là lựa chọn dễ mặc nhất cho mọi vóc dáng.',
      },
      { products: ['dam', 'chan-vay'] },
      { picture: true },
      { h: 'Phụ kiện ánh kim' },
      {
        p: 'Khuyên tai, vòng cổ vàng nhạt và túi xách nhỏ màu rượu vang hoàn thiện set đồ. Hãy chọn một điểm nhấn duy nhất để tổng thể không bị rối.',
      },
      { products: ['trang-suc', 'tui-xach'] },
    ],
  },
  {
    slug: 'phoi-do-di-lam-mua-mua',
    category: 'phoi-do',
    title: '5 cách phối đồ đi làm mùa mưa vẫn gọn gàng, thanh lịch',
    daysAgo: 5,
    art: {
      colour: '#2f5d8a',
      items: [
        { shape: 'jacket', colour: '#c9d6e3' },
        { shape: 'trousers', colour: '#2b2b2b' },
        { shape: 'sneaker', colour: '#f5f5f5' },
      ],
    },
    body: [
      {
        p: 'Mùa mưa ở Sài Gòn và Hà Nội khiến việc chọn đồ đi làm trở thành bài toán mỗi sáng. Bí quyết là ưu tiên chất liệu nhanh khô, màu trung tính và một chiếc áo khoác mỏng luôn sẵn trong túi.',
      },
      { h: '1. Áo khoác nhẹ chống nước' },
      {
        p: 'Một chiếc áo khoác gió gấp gọn được sẽ cứu bạn khỏi những cơn mưa bất chợt mà không làm bộ đồ công sở mất đi sự chỉn chu.',
      },
      { products: ['ao-khoac-nu', 'ao-khoac-nam'] },
      { h: '2. Quần ống đứng, dài vừa mắt cá' },
      {
        p: 'Quần chạm mắt cá chân hạn chế bị ướt gấu. Chọn vải tây pha thun để quần khô nhanh sau khi dính nước.',
      },
      { h: '3. Giày đế bằng dễ lau' },
      { p: 'Sneaker trắng da tổng hợp hoặc giày lười đế cao su vừa êm chân vừa lau sạch trong một phút.' },
      { products: ['giay'] },
    ],
  },
  {
    slug: 'skincare-toi-gian-cho-da-dau',
    category: 'lam-dep',
    title: 'Skincare tối giản cho da dầu: 4 bước đủ dùng quanh năm',
    daysAgo: 8,
    art: {
      colour: '#3a8f7b',
      items: [
        { shape: 'dropper', colour: '#f4e3c1' },
        { shape: 'tube', colour: '#ffffff' },
        { shape: 'jar', colour: '#cde8df' },
      ],
    },
    picture: {
      art: {
        colour: '#2a9d8f',
        items: [
          { shape: 'pumpBottle', colour: '#ffffff' },
          { shape: 'sheetMask', colour: '#f2b5c4' },
        ],
      },
      caption: 'Ít bước nhưng đều đặn: chìa khoá của làn da dầu khoẻ.',
    },
    body: [
      {
        p: 'Da dầu không cần quá nhiều sản phẩm. Một chu trình gọn gồm làm sạch, cấp nước, đặc trị và chống nắng đã đủ giữ da thông thoáng, ít mụn.',
      },
      { h: 'Làm sạch dịu nhẹ' },
      {
        p: 'Sữa rửa mặt có độ pH thấp giúp làm sạch dầu thừa mà không khiến da căng rát, từ đó hạn chế tiết dầu bù.',
      },
      { products: ['sua-rua-mat'] },
      { picture: true },
      { h: 'Serum Niacinamide' },
      {
        p: 'Niacinamide giúp kiểm soát dầu và làm đều màu da. Bắt đầu với nồng độ thấp, dùng buổi tối vài lần mỗi tuần.',
      },
      { products: ['serum', 'kem-chong-nang'] },
      { p: 'Đừng quên kem chống nắng mỗi sáng, kể cả khi trời nhiều mây.' },
    ],
  },
  {
    slug: 'chon-son-theo-tone-da',
    category: 'lam-dep',
    title: 'Chọn màu son theo tông da: hướng dẫn nhanh cho người mới',
    daysAgo: 12,
    art: {
      colour: '#c2185b',
      items: [
        { shape: 'lipstick', colour: '#e53950' },
        { shape: 'lipstick', colour: '#b5473a' },
        { shape: 'palette', colour: '#f2b5c4' },
      ],
    },
    body: [
      {
        p: 'Cùng một thỏi son nhưng lên môi mỗi người lại khác nhau. Hiểu tông da của mình là bước đầu để chọn đúng màu ngay lần đầu mua.',
      },
      { h: 'Da tông lạnh' },
      { p: 'Các màu hồng đất, đỏ rượu vang và đỏ ánh xanh giúp da trông sáng hơn.' },
      { h: 'Da tông ấm' },
      { p: 'Cam đất, đỏ gạch và nude ánh nâu là lựa chọn an toàn, hợp cả đi làm lẫn đi chơi.' },
      { products: ['son-moi', 'trang-diem-mat'] },
    ],
  },
  {
    slug: 'bao-cao-xu-huong-streetwear',
    category: 'xu-huong',
    title: 'Báo cáo xu hướng: streetwear Hàn Quốc lên ngôi trong giới trẻ Việt',
    daysAgo: 16,
    art: {
      colour: '#3d3d6b',
      items: [
        { shape: 'tshirt', colour: '#f5f5f5' },
        { shape: 'cap', colour: '#e8445a' },
        { shape: 'sneaker', colour: '#2b2b2b' },
      ],
    },
    body: [
      {
        p: 'Theo số liệu tìm kiếm trên Chợ Đẹp, từ khoá "form rộng" và "unisex" tăng mạnh trong ba tháng qua. Giới trẻ ưu tiên trang phục thoải mái, dễ phối và mang dấu ấn cá nhân.',
      },
      { h: 'Áo thun oversize là món đồ bắt buộc' },
      {
        p: 'Một chiếc áo thun trắng form rộng phối cùng quần jeans ống suông là công thức được lặp lại nhiều nhất trong các bài đăng cộng đồng.',
      },
      { products: ['ao-thun-nam', 'quan-jeans-nu'] },
      { h: 'Phụ kiện tạo điểm nhấn' },
      { p: 'Mũ lưỡi trai, kính mát gọng mảnh và túi đeo chéo nhỏ giúp set đồ đơn giản trở nên có chủ đích.' },
      { products: ['mu-non', 'kinh-mat'] },
    ],
  },
  {
    slug: 'meo-chon-size-khi-mua-online',
    category: 'meo-mua-sam',
    title: 'Mẹo chọn size khi mua quần áo online: đo một lần, mua đúng mãi',
    daysAgo: 20,
    art: {
      colour: '#e07a2f',
      items: [
        { shape: 'shirt', colour: '#ffffff' },
        { shape: 'trousers', colour: '#4a6fa5' },
      ],
    },
    body: [
      {
        p: 'Đổi trả vì sai size tốn thời gian của cả người mua lẫn người bán. Chỉ cần một thước dây và năm phút, bạn sẽ chọn size chính xác hơn nhiều.',
      },
      { h: 'Đo ba số đo cơ bản' },
      {
        p: 'Vòng ngực, vòng eo và vòng hông là đủ cho hầu hết áo và quần. Lưu chúng trong mục số đo cơ thể để trang sản phẩm gợi ý size cho bạn.',
      },
      { h: 'Đọc bảng size của từng shop' },
      {
        p: 'Mỗi shop may theo form riêng. Hãy so số đo của bạn với bảng size trên trang sản phẩm thay vì chỉ dựa vào chữ S, M, L.',
      },
      { products: ['ao-so-mi-nam', 'ao-kieu-nu'] },
      {
        p: 'Cuối cùng, đọc đánh giá của người mua có chiều cao, cân nặng giống bạn: đó là lời khuyên thực tế nhất.',
      },
    ],
  },
  {
    slug: 'do-di-bien-cuoi-tuan',
    category: 'phoi-do',
    title: 'Đi biển cuối tuần: mang gì cho gọn vali mà vẫn lên hình đẹp',
    daysAgo: 26,
    art: {
      colour: '#1f8fb3',
      items: [
        { shape: 'swimsuit', colour: '#f4c542' },
        { shape: 'sunglasses', colour: '#2b2b2b' },
        { shape: 'cap', colour: '#ffffff' },
      ],
    },
    body: [
      {
        p: 'Chuyến đi hai ngày một đêm chỉ cần một chiếc vali xách tay nếu bạn chọn đồ có thể phối chéo với nhau.',
      },
      { h: 'Đồ bơi và một lớp khoác mỏng' },
      { p: 'Bộ đồ bơi tông sáng cùng áo sơ mi linen khoác ngoài vừa chống nắng vừa dễ chụp ảnh.' },
      { products: ['do-boi', 'kinh-mat'] },
      { h: 'Đừng quên kem chống nắng' },
      { p: 'Thoa lại sau mỗi hai giờ và sau khi bơi. Chọn loại chống nước để giữ hiệu quả lâu hơn.' },
      { products: ['kem-chong-nang'] },
    ],
  },
  {
    slug: 'san-sale-thong-minh',
    category: 'meo-mua-sam',
    title: 'Săn sale thông minh: 6 mẹo để không mua thứ mình không cần',
    daysAgo: 33,
    art: {
      colour: '#6a3fb5',
      items: [
        { shape: 'handbag', colour: '#f2b5c4' },
        { shape: 'wallet', colour: '#f1d98a' },
        { shape: 'perfume', colour: '#cde8df' },
      ],
    },
    body: [
      {
        p: 'Flash sale và mã giảm giá rất hấp dẫn, nhưng chiếc giỏ hàng đầy đồ giảm giá chưa chắc là một khoản tiết kiệm.',
      },
      { h: 'Lập danh sách trước ngày sale' },
      {
        p: 'Thêm sẵn sản phẩm vào danh sách yêu thích, theo dõi giá vài tuần để biết mức giảm có thật sự tốt.',
      },
      { h: 'Lưu mã giảm giá đúng lúc' },
      {
        p: 'Lưu mã ở trang khuyến mãi và kiểm tra điều kiện đơn tối thiểu. Thanh toán sẽ tự chọn tổ hợp mã tốt nhất cho bạn.',
      },
      { products: ['tui-xach', 'nuoc-hoa'] },
    ],
  },
  {
    slug: 'bo-suu-tap-xuan-he',
    category: 'xu-huong',
    title: 'Sắp ra mắt: bộ sưu tập Xuân Hè với gam màu pastel',
    daysAgo: -3,
    art: {
      colour: '#e8a0bf',
      items: [
        { shape: 'dress', colour: '#cde8df' },
        { shape: 'skirt', colour: '#f4e3c1' },
        { shape: 'handbag', colour: '#ffffff' },
      ],
    },
    body: [
      {
        p: 'Các shop thời trang nữ đang chuẩn bị những thiết kế đầu tiên cho mùa Xuân Hè: chất liệu nhẹ, gam pastel và phom dáng bay bổng.',
      },
      { products: ['dam'] },
    ],
  },
];
