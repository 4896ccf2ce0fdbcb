/**
 * Where a seller whose application was refused is sent (product.md §4: "On rejection the
 * user is told to contact support"). The mailbox is the product's own domain (mail is sent
 * from no-reply@chodep.vn); the help centre is /huong-dan.
 */
export const SELLER_SUPPORT_EMAIL = 'hotro@chodep.vn';
export const SELLER_SUPPORT_PATH = '/huong-dan';
/** The fee schedule with the two year-one service fee readings (content/<lang>/chinh-sach). */
export const SERVICE_FEE_PATH = '/chinh-sach/bieu-phi-dich-vu';
