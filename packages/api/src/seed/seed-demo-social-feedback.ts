import type { Tx } from '@cho-dep/db/client';
import { eq, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { contactMessages } from '../landing/contact-messages.tables';
import { notify } from '../notifications/notify';
import { renderProductImage } from '../products/catalog/catalog-images';
import type { ShapeName } from '../products/catalog/illustrations/illustration-svg';
import { socialFeedback } from '../social-feedback/social-feedback.tables';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Status = (typeof socialFeedback.$inferInsert)['status'];
interface DemoFeedback {
  organisationName: string;
  decisionNumber: string;
  email: string;
  content: string;
  pictures: { shape: ShapeName; colour: string }[];
  status: Status;
  daysAgo: number;
  language?: 'vi' | 'en' | 'ko';
  answer?: string;
  /** Sent by buyer@demo.vn while signed in: their notification and their own copy. */
  byDemoBuyer?: boolean;
}

/** Made-up organisations; any likeness to a real one is chance. */
const FEEDBACK: DemoFeedback[] = [
  {
    organisationName: 'Hội Bảo vệ quyền lợi người tiêu dùng phường Bến Thành',
    decisionNumber: '152/QĐ-UBND',
    email: 'hoibvntd.benthanh@example.vn',
    content:
      'Nhiều hội viên phản ánh son môi "nhập khẩu Hàn Quốc" bán trên sàn không có nhãn phụ tiếng Việt và không ghi hạn sử dụng. Đề nghị Chợ Đẹp kiểm tra các shop bán sản phẩm này.',
    pictures: [
      { shape: 'lipstick', colour: '#b3263a' },
      { shape: 'lipstick', colour: '#d65a6f' },
    ],
    status: 'received',
    daysAgo: 0.2,
  },
  {
    organisationName: 'Hiệp hội Dệt may thời trang Hà Nội (chi hội trẻ)',
    decisionNumber: '08/2019/QĐ-HHDM',
    email: 'chihoitre@example.vn',
    content:
      'Chúng tôi phát hiện một số sản phẩm áo dài sử dụng hoạ tiết đã đăng ký bản quyền của hội viên mà không được phép. Gửi kèm ảnh so sánh.',
    pictures: [
      { shape: 'dress', colour: '#c8102e' },
      { shape: 'dress', colour: '#f1d98a' },
      { shape: 'shirt', colour: '#f7f7f5' },
    ],
    status: 'reviewing',
    daysAgo: 2,
  },
  {
    organisationName: 'Câu lạc bộ Mẹ và Bé an toàn Đà Nẵng',
    decisionNumber: '311/QĐ-SNV',
    email: 'mevabe.danang@example.vn',
    content:
      'Kem chống nắng cho trẻ em được quảng cáo "hữu cơ 100%" nhưng thành phần trên bao bì có chất bảo quản. Đề nghị yêu cầu shop sửa mô tả.',
    pictures: [{ shape: 'tube', colour: '#8fd3c7' }],
    status: 'answered',
    daysAgo: 6,
    answer:
      'Cảm ơn câu lạc bộ đã phản ánh. Chúng tôi đã yêu cầu shop sửa mô tả sản phẩm trong 48 giờ và tạm ẩn sản phẩm cho đến khi hoàn tất. Kết quả kiểm tra thành phần sẽ được cập nhật nếu có thêm thông tin.',
    byDemoBuyer: true,
  },
  {
    organisationName: 'Hội Phụ nữ xã Tân Phú',
    decisionNumber: '27/QĐ-HPN',
    email: 'hoiphunu.tanphu@example.vn',
    content:
      'Hội viên mua túi xách theo chương trình giảm giá nhưng nhận hàng khác mẫu, shop không đồng ý đổi trả. Mong sàn hỗ trợ.',
    pictures: [
      { shape: 'handbag', colour: '#7a5238' },
      { shape: 'handbag', colour: '#2b2b2e' },
    ],
    status: 'answered',
    daysAgo: 11,
    answer:
      'Chúng tôi đã liên hệ shop và các hội viên. Các đơn hàng đã được hoàn tiền 100% theo chính sách trả hàng do giao sai mẫu. Shop đã bị nhắc nhở và theo dõi trong 30 ngày.',
  },
  {
    organisationName: 'Korean Consumers Network in Vietnam',
    decisionNumber: 'KCN-2021-014',
    email: 'kcn.vietnam@example.com',
    content:
      'Several listings use Korean brand names on products that the brands do not sell in Vietnam. We attach pictures of the packaging our members received.',
    pictures: [
      { shape: 'pumpBottle', colour: '#e8d8c8' },
      { shape: 'jar', colour: '#f2b5c4' },
    ],
    status: 'reviewing',
    daysAgo: 4,
    language: 'en',
  },
  {
    organisationName: 'Nhóm Tình nguyện Vì môi trường xanh',
    decisionNumber: '05/QĐ-ĐTN',
    email: 'moitruongxanh@example.vn',
    content:
      'Đề nghị Chợ Đẹp cho phép người mua chọn đóng gói không dùng túi nilon và ghi rõ vật liệu đóng gói ở trang sản phẩm.',
    pictures: [{ shape: 'tshirt', colour: '#a8dcc9' }],
    status: 'closed',
    daysAgo: 25,
    answer:
      'Cảm ơn nhóm đã góp ý. Chúng tôi đã chuyển đề xuất cho bộ phận sản phẩm và sẽ thông báo khi có tuỳ chọn đóng gói xanh.',
  },
  {
    organisationName: 'Hội Người khuyết tật thành phố Cần Thơ',
    decisionNumber: '118/QĐ-UBND',
    email: 'nkt.cantho@example.vn',
    content:
      'Trang thanh toán khó dùng với trình đọc màn hình ở bước chọn địa chỉ. Gửi kèm ảnh chụp màn hình của hội viên.',
    pictures: [{ shape: 'sneaker', colour: '#34496e' }],
    status: 'received',
    daysAgo: 1,
  },
];

const MESSAGES = [
  {
    name: 'Phạm Thu Trang',
    email: 'trang.pham@example.vn',
    phone: '0903123456',
    website: 'https://thutrang-studio.vn/',
    message: 'Studio chụp ảnh thời trang của tôi muốn hợp tác chụp ảnh sản phẩm cho các shop trên Chợ Đẹp.',
    status: 'new' as const,
    hoursAgo: 3,
  },
  {
    name: 'Lee Ji-woo',
    email: 'jiwoo@example.kr',
    phone: '01012345678',
    website: 'https://seoulbeauty.example.kr/',
    message: '한국 화장품 브랜드로 베트남 입점을 문의드립니다.',
    status: 'new' as const,
    hoursAgo: 20,
    language: 'ko' as const,
  },
  {
    name: 'Nguyễn Hoàng Nam',
    email: 'nam.nguyen@example.vn',
    phone: '0988777666',
    website: 'https://baomoi-thoitrang.example.vn/',
    message: 'Tôi là phóng viên chuyên mục thời trang, muốn phỏng vấn về mô hình mua sắm kết hợp cộng đồng.',
    status: 'read' as const,
    hoursAgo: 50,
  },
  {
    name: 'Trần Bảo Ngọc',
    email: 'ngoc.tran@example.vn',
    phone: '02838123456',
    website: 'https://logistics-mienam.example.vn/',
    message: 'Công ty vận chuyển của chúng tôi muốn giới thiệu dịch vụ giao hàng trong ngày tại TP.HCM.',
    status: 'answered' as const,
    hoursAgo: 120,
  },
];

const pictureKey = (i: number, j: number) => `social-feedback/demo/feedback-${i}-${j}`;

async function demoBuyerId(tx: Tx): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.vn'));
  return row?.id ?? null;
}

/**
 * Social organisations' feedback in every status (two waiting, two under review, answered ones
 * with their answer, a closed one), one sent by buyer@demo.vn, and a few contact messages, so
 * /danh-sach and the admin's desk and inbox are alive on a fresh start. Pictures are drawn
 * like the catalog's. Once per database (any feedback present means it ran).
 */
export async function seedDemoSocialFeedbackOnce(ctx: AppContext): Promise<boolean> {
  const [any] = await ctx.database.db.select({ id: socialFeedback.id }).from(socialFeedback).limit(1);
  if (any) return false;
  // Files first: they cannot roll back, and drawing one again gives the same bytes.
  for (const [i, item] of FEEDBACK.entries()) {
    for (const [j, picture] of item.pictures.entries()) {
      await renderProductImage(ctx.storage, pictureKey(i, j), picture.shape, picture.colour);
    }
  }
  const now = ctx.now().getTime();
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727282)`);
    const [again] = await tx.select({ id: socialFeedback.id }).from(socialFeedback).limit(1);
    if (again) return false;
    const buyer = await demoBuyerId(tx);
    const rows = await tx
      .insert(socialFeedback)
      .values(
        FEEDBACK.map((item, i) => {
          const at = new Date(now - item.daysAgo * DAY_MS);
          const answeredAt = item.answer ? new Date(at.getTime() + 26 * HOUR_MS) : null;
          return {
            organisationName: item.organisationName,
            decisionNumber: item.decisionNumber,
            email: item.email,
            content: item.content,
            imageKeys: item.pictures.map((_, j) => pictureKey(i, j)),
            status: item.status,
            userId: item.byDemoBuyer ? buyer : null,
            language: item.language ?? 'vi',
            answer: item.answer ?? null,
            answeredAt,
            createdAt: at,
            updatedAt: answeredAt ?? at,
          };
        }),
      )
      .returning();
    // The demo buyer's answered feedback told them in the app, as answering does.
    for (const row of rows) {
      if (!row.userId || !row.answeredAt) continue;
      await notify(
        tx,
        [
          {
            userId: row.userId,
            kind: 'social_feedback.answered',
            params: { organisation: row.organisationName },
            targetType: 'social_feedback',
            targetId: row.id,
          },
        ],
        row.answeredAt,
      );
    }
    await tx.insert(contactMessages).values(
      MESSAGES.map(({ hoursAgo, ...message }) => ({
        ...message,
        language: 'language' in message ? message.language : ('vi' as const),
        readAt: message.status === 'new' ? null : new Date(now - (hoursAgo - 2) * HOUR_MS),
        createdAt: new Date(now - hoursAgo * HOUR_MS),
      })),
    );
    return true;
  });
}
