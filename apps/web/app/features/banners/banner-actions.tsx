import type { BannerPhase } from '@cho-dep/core/marketing/banner-input-schema';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { deleteBanner, endBanner } from './banner-api';

/**
 * End early (upcoming or running) and delete, each after a confirmation (product.md §4).
 * `onChanged` reloads the page's data; `onDeleted` leaves it.
 */
export function BannerActions({
  banner,
  onChanged,
  onDeleted,
}: {
  banner: { id: string; title: string; phase: BannerPhase };
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [pending, setPending] = useState<'end' | 'delete' | null>(null);
  const { id, title, phase } = banner;
  return (
    <>
      {phase !== 'ended' && (
        <Button size="sm" variant="secondary" onClick={() => setPending('end')}>
          {t('sellerBanners.actions.end')}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => setPending('delete')}>
        {t('sellerBanners.actions.delete')}
      </Button>
      {pending === 'end' && (
        <ConfirmDialog
          title={t('sellerBanners.confirm.endTitle')}
          body={t('sellerBanners.confirm.endBody', { title })}
          confirmLabel={t('sellerBanners.actions.end')}
          cancelLabel={t('sellerBanners.confirm.cancel')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await endBanner(id);
            setPending(null);
            toast.show(t('sellerBanners.done.ended'), 'success');
            onChanged();
          }}
        />
      )}
      {pending === 'delete' && (
        <ConfirmDialog
          tone="danger"
          title={t('sellerBanners.confirm.deleteTitle')}
          body={t('sellerBanners.confirm.deleteBody', { title })}
          confirmLabel={t('sellerBanners.actions.delete')}
          cancelLabel={t('sellerBanners.confirm.cancel')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await deleteBanner(id);
            setPending(null);
            toast.show(t('sellerBanners.done.deleted'), 'success');
            onDeleted();
          }}
        />
      )}
    </>
  );
}
