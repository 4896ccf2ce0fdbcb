import { PRODUCT_STATUSES } from '@cho-dep/core/catalog/catalog-states';
import { z } from '@hono/zod-openapi';

export const shopCategoryRowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    visible: z.boolean().openapi({ description: 'Shown to buyers (true) or hidden' }),
    createdAt: z.string(),
    productCount: z
      .number()
      .int()
      .openapi({ description: 'Products in the category, whatever their status' }),
  })
  .openapi('SellerShopCategoryRow');

export const pickerProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    price: z
      .number()
      .int()
      .openapi({ description: 'What a buyer pays before vouchers (sale price or price), dong' }),
    image: z.string().nullable(),
  })
  .openapi('SellerPickerProduct');
export type PickerProduct = z.infer<typeof pickerProductSchema>;

export const shopCategoryDetailSchema = shopCategoryRowSchema
  .extend({ products: z.array(pickerProductSchema).openapi({ description: 'In display order' }) })
  .openapi('SellerShopCategory');
export type ShopCategoryDetail = z.infer<typeof shopCategoryDetailSchema>;

export const shopCategoryListSchema = z.object({
  data: z.array(shopCategoryRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ShopCategoryList = z.infer<typeof shopCategoryListSchema>;

export const pickerPageSchema = z.object({
  data: z.array(pickerProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PickerPage = z.infer<typeof pickerPageSchema>;
