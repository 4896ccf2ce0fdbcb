import { createHash, randomUUID } from 'node:crypto';
import { taxCodeCheckDigit } from '@cho-dep/core/shops/tax-code';
import type { FileStorage } from '@cho-dep/integrations/storage/file-storage';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { PRIVATE_PREFIX } from '../shops/registration/shop-documents';
import { identityVerifications, shopRegistrations } from '../shops/shop-registrations.tables';
import { shops } from '../shops/shops.tables';

const DAY_MS = 86_400_000;

/**
 * Gives the demo shops that wait for approval (or were rejected) the registration documents an
 * admin reviews: ID card photos, a business licence, bank and selling platforms. The
 * pictures are drawn specimens marked "MẪU DEMO", never real documents. Idempotent: only shops
 * of @demo.vn owners without a registration row get one, so it also fills databases seeded
 * before registrations existed.
 */
export async function seedDemoShopApplications(ctx: AppContext): Promise<number> {
  const { db } = ctx.database;
  const waiting = await db
    .select({ shop: shops, ownerName: users.fullName })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    .leftJoin(shopRegistrations, eq(shopRegistrations.shopId, shops.id))
    .where(
      and(
        inArray(shops.status, ['pending', 'rejected']),
        like(users.email, '%@demo.vn'),
        isNull(shopRegistrations.shopId),
      ),
    );
  const now = ctx.now();
  for (const [index, { shop, ownerName }] of waiting.entries()) {
    const idNumber = demoCccd(shop.id);
    const keyOf = (folder: string) => `${PRIVATE_PREFIX}${folder}/${shop.ownerUserId}/${randomUUID()}.webp`;
    const front = keyOf('identity');
    const back = keyOf('identity');
    const licence = keyOf('shop-documents');
    // Files first: they cannot roll back, and an orphan file from a lost race harms nobody.
    await renderDocument(ctx.storage, front, idCardFrontSvg(ownerName, idNumber));
    await renderDocument(ctx.storage, back, idCardBackSvg());
    await renderDocument(
      ctx.storage,
      licence,
      licenceSvg(shop.name, ownerName, shop.taxCode ?? demoTaxCode(shop.id)),
    );
    const submittedAt = new Date(now.getTime() - (index + 1) * 3 * 3_600_000);
    await db.transaction(async (tx) => {
      await tx
        .insert(identityVerifications)
        .values({
          userId: shop.ownerUserId,
          idNumber,
          frontKey: front,
          backKey: back,
          verifiedAt: submittedAt,
        })
        .onConflictDoNothing();
      // A verified applicant has a verified phone (demo owners were created without one).
      const [owner] = await tx
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, shop.ownerUserId));
      await tx
        .update(users)
        .set({
          phone: owner?.phone ?? `+8490${digitsOf(shop.ownerUserId, 7)}`,
          phoneVerified: true,
          emailVerified: true,
          idNumber,
        })
        .where(eq(users.id, shop.ownerUserId));
      await tx
        .insert(shopRegistrations)
        .values({
          shopId: shop.id,
          ownerUserId: shop.ownerUserId,
          ownerFullName: ownerName,
          idNumber,
          idFrontKey: front,
          idBackKey: back,
          bankName: 'Vietcombank',
          bankAccount: `10${digitsOf(shop.id, 10)}`,
          bankBranch: 'Chi nhánh Hồ Chí Minh',
          licenceKey: licence,
          platforms: ['facebook', 'shopee'],
          platformLink: `https://www.facebook.com/${shop.slug}`,
          stepReached: 2,
          submittedAt:
            shop.status === 'rejected' ? new Date(submittedAt.getTime() - 5 * DAY_MS) : submittedAt,
          submissionCount: 1,
          decidedAt: shop.status === 'rejected' ? new Date(submittedAt.getTime() - 4 * DAY_MS) : null,
        })
        .onConflictDoNothing();
      if (!shop.taxCode)
        await tx
          .update(shops)
          .set({ taxCode: demoTaxCode(shop.id) })
          .where(eq(shops.id, shop.id));
    });
  }
  if (waiting.length > 0) ctx.logger.info({ applications: waiting.length }, 'demo shop applications seeded');
  return waiting.length;
}

/** Stable digits from an id, so a reseeded database shows the same numbers. */
function digitsOf(id: string, length: number): string {
  const hash = createHash('sha256').update(id).digest();
  return Array.from(hash.subarray(0, length), (byte) => String(byte % 10)).join('');
}

/** A well-formed CCCD: born in Hồ Chí Minh City (079), a woman born in 1990s. */
function demoCccd(id: string): string {
  return `07919${digitsOf(id, 7)}`;
}

function demoTaxCode(id: string): string {
  for (let shift = 0; ; shift += 1) {
    const body = `03${digitsOf(`${id}${shift}`, 7)}`;
    const check = taxCodeCheckDigit(body);
    if (check !== null) return `${body}${check}`;
  }
}

async function renderDocument(storage: FileStorage, key: string, svg: string): Promise<void> {
  const body = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
  await storage.put(key, new Uint8Array(body), 'image/webp');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const specimen = `<text x="50%" y="62%" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#c1121f" fill-opacity="0.28" transform="rotate(-18 428 270)">MẪU DEMO</text>`;

function idCardFrontSvg(name: string, idNumber: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
  <rect width="856" height="540" rx="28" fill="#e8f1fb"/>
  <rect x="0" y="0" width="856" height="92" rx="28" fill="#1d4e89"/>
  <text x="428" y="40" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#fff">CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM</text>
  <text x="428" y="74" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">CĂN CƯỚC</text>
  <rect x="40" y="130" width="200" height="260" rx="12" fill="#b8c7d9"/>
  <circle cx="140" cy="220" r="52" fill="#8aa0bb"/><rect x="75" y="285" width="130" height="90" rx="40" fill="#8aa0bb"/>
  <text x="280" y="160" font-family="sans-serif" font-size="20" fill="#333">Số định danh cá nhân</text>
  <text x="280" y="200" font-family="monospace" font-size="36" font-weight="700" fill="#111">${escapeXml(idNumber)}</text>
  <text x="280" y="250" font-family="sans-serif" font-size="20" fill="#333">Họ, chữ đệm và tên</text>
  <text x="280" y="288" font-family="sans-serif" font-size="30" font-weight="700" fill="#111">${escapeXml(name.toUpperCase())}</text>
  <text x="280" y="338" font-family="sans-serif" font-size="20" fill="#333">Quốc tịch: Việt Nam</text>
  ${specimen}
</svg>`;
}

function idCardBackSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
  <rect width="856" height="540" rx="28" fill="#e8f1fb"/>
  <rect x="40" y="60" width="150" height="150" fill="#1d1d1d"/><rect x="60" y="80" width="110" height="110" fill="#e8f1fb"/><rect x="85" y="105" width="60" height="60" fill="#1d1d1d"/>
  <text x="230" y="110" font-family="sans-serif" font-size="22" fill="#333">Nơi cư trú: TP. Hồ Chí Minh</text>
  <text x="230" y="150" font-family="sans-serif" font-size="22" fill="#333">Cơ quan cấp: Bộ Công an</text>
  <text x="40" y="440" font-family="monospace" font-size="26" fill="#111">IDVNM0000000000&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
  <text x="40" y="480" font-family="monospace" font-size="26" fill="#111">9001011F3001012VNM&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
  ${specimen}
</svg>`;
}

function licenceSvg(shopName: string, owner: string, taxCode: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="1100">
  <rect width="856" height="1100" fill="#fffdf6"/>
  <rect x="30" y="30" width="796" height="1040" fill="none" stroke="#b08d57" stroke-width="6"/>
  <text x="428" y="120" text-anchor="middle" font-family="serif" font-size="24" fill="#222">CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM</text>
  <text x="428" y="156" text-anchor="middle" font-family="serif" font-size="20" fill="#222">Độc lập - Tự do - Hạnh phúc</text>
  <text x="428" y="260" text-anchor="middle" font-family="serif" font-size="32" font-weight="700" fill="#8b1e1e">GIẤY CHỨNG NHẬN</text>
  <text x="428" y="302" text-anchor="middle" font-family="serif" font-size="26" font-weight="700" fill="#8b1e1e">ĐĂNG KÝ HỘ KINH DOANH</text>
  <text x="90" y="400" font-family="serif" font-size="24" fill="#222">Tên hộ kinh doanh: ${escapeXml(shopName)}</text>
  <text x="90" y="450" font-family="serif" font-size="24" fill="#222">Mã số hộ kinh doanh: ${escapeXml(taxCode)}</text>
  <text x="90" y="500" font-family="serif" font-size="24" fill="#222">Chủ hộ: ${escapeXml(owner)}</text>
  <text x="90" y="550" font-family="serif" font-size="24" fill="#222">Ngành nghề: Bán lẻ hàng may mặc, mỹ phẩm</text>
  <circle cx="640" cy="860" r="95" fill="none" stroke="#c1121f" stroke-width="6"/>
  <text x="640" y="870" text-anchor="middle" font-family="serif" font-size="22" fill="#c1121f">ĐÃ ĐĂNG KÝ</text>
  ${specimen.replace('rotate(-18 428 270)', 'rotate(-18 428 550)')}
</svg>`;
}
