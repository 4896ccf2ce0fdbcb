import type { PromotionPhase } from '@cho-dep/core/marketing/promotion-phase';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { deletePromotion, endPromotion } from './seller-promotion-api';

/**
 * End early (running) or delete (upcoming or ended), each after a confirmation (product.md
 * section 4). A running program is not deleted while it sells: it is ended first.
 */
export function PromotionActions({
  promotion,
  onDone,
  api = { end: endPromotion, remove: deletePromotion },
  endBodyKey = 'sellerPromotions.confirm.endBody',
}: {
  promotion: { id: string; name: string; phase: PromotionPhase };
  onDone: (what: 'ended' | 'deleted') => void;
  /** How the program ends or goes (a group-buy program has its own API). */
  api?: { end: (id: string) => Promise<unknown>; remove: (id: string) => Promise<unknown> };
  endBodyKey?: string;
}) {
  const t = useT();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const ending = promotion.phase === 'running';
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setPending(true)}>
        {t(ending ? 'sellerPromotions.actions.end' : 'sellerPromotions.actions.delete')}
      </Button>
      {pending && (
        <ConfirmDialog
          tone="danger"
          title={t(ending ? 'sellerPromotions.confirm.endTitle' : 'sellerPromotions.confirm.deleteTitle')}
          body={t(ending ? endBodyKey : 'sellerPromotions.confirm.deleteBody', {
            name: promotion.name,
          })}
          confirmLabel={t(ending ? 'sellerPromotions.actions.end' : 'sellerPromotions.actions.delete')}
          cancelLabel={t('sellerPromotions.confirm.cancel')}
          onClose={() => setPending(false)}
          onConfirm={async () => {
            if (ending) await api.end(promotion.id);
            else await api.remove(promotion.id);
            setPending(false);
            toast.show(
              t(ending ? 'sellerPromotions.done.ended' : 'sellerPromotions.done.deleted'),
              'success',
            );
            onDone(ending ? 'ended' : 'deleted');
          }}
        />
      )}
    </>
  );
}
