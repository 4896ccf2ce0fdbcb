import type { VoucherPhase } from '@cho-dep/core/vouchers/voucher-phase';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { deleteVoucher, endVoucher, type VoucherDesk } from './voucher-desk';

/**
 * End early (running) or delete (upcoming), each after a confirmation (product.md §4).
 * An ended voucher has no action: it stays as the record of what it gave away.
 */
export function VoucherActions({
  desk,
  voucher,
  onEnded,
  onDeleted,
}: {
  desk: VoucherDesk;
  voucher: { id: string; code: string; phase: VoucherPhase };
  onEnded: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  if (voucher.phase === 'ended') return null;
  const ending = voucher.phase === 'running';
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setPending(true)}>
        {t(ending ? 'sellerVouchers.actions.end' : 'sellerVouchers.actions.delete')}
      </Button>
      {pending && (
        <ConfirmDialog
          tone="danger"
          title={t(ending ? 'sellerVouchers.confirm.endTitle' : 'sellerVouchers.confirm.deleteTitle')}
          body={t(ending ? 'sellerVouchers.confirm.endBody' : 'sellerVouchers.confirm.deleteBody', {
            code: voucher.code,
          })}
          confirmLabel={t(ending ? 'sellerVouchers.actions.end' : 'sellerVouchers.actions.delete')}
          cancelLabel={t('sellerVouchers.confirm.cancel')}
          onClose={() => setPending(false)}
          onConfirm={async () => {
            if (ending) await endVoucher(desk, voucher.id);
            else await deleteVoucher(desk, voucher.id);
            setPending(false);
            toast.show(t(ending ? 'sellerVouchers.done.ended' : 'sellerVouchers.done.deleted'), 'success');
            if (ending) onEnded();
            else onDeleted();
          }}
        />
      )}
    </>
  );
}
