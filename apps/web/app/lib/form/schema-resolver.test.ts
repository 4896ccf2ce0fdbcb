import { handOverSchema } from '@cho-dep/core/orders/seller-order-inputs';
import { reviewUpdateSchema } from '@cho-dep/core/reviews/review-schemas';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-resolver';

const t = (key: string) => `t:${key}`;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;

describe('schemaResolver', () => {
  it('answers the parsed values when the shared schema accepts them', async () => {
    const resolve = schemaResolver(handOverSchema, t);
    const result = await resolve({ method: 'self', waybillCode: ' SHOP-1 ' }, undefined, options as never);
    expect(result).toEqual({ values: { method: 'self', waybillCode: 'SHOP-1' }, errors: {} });
  });

  it("puts each refusal under its field in the user's words, the form's own for a blank", async () => {
    const resolve = schemaResolver(handOverSchema, t, {
      waybillCode: 'sellerOrders.shipDialog.waybillRequired',
    });
    const result = await resolve({ method: 'self', waybillCode: '' }, undefined, options as never);
    expect(result.values).toEqual({});
    expect(result.errors.waybillCode?.message).toBe('t:sellerOrders.shipDialog.waybillRequired');
  });

  it("keeps the schema's own message key (the review's star count)", async () => {
    const resolve = schemaResolver(reviewUpdateSchema, t);
    const result = await resolve({ rating: 0, comment: '' }, undefined, options as never);
    expect(result.errors.rating?.message).toBe('t:validation.review.starCount');
  });
});
