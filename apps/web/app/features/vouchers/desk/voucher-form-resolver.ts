import type { ManagedVoucherDetail } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import { type VoucherInput, voucherInputSchema } from '@cho-dep/core/vouchers/voucher-input-schema';
import { mappedSchemaResolver } from '../../../lib/form/schema-resolver';
import { type VoucherFormValues, voucherInputOf } from './voucher-form-values';

type Translate = Parameters<typeof mappedSchemaResolver>[2];

/**
 * The voucher form is checked with the schema the API uses (voucherInputSchema), on the body
 * its boxes make; the messages sit under the body's paths (`value`, `productIds.0`). `kept` are
 * an edited voucher's conditions the form does not show.
 */
export function voucherResolver(t: Translate, kept: ManagedVoucherDetail['conditions'] | null) {
  return mappedSchemaResolver<VoucherFormValues, VoucherInput>(
    voucherInputSchema,
    (values) => voucherInputOf(values, kept),
    t,
  );
}
