import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { deleteCategory, setCategoryVisible } from './shop-category-api';

type Pending = 'toggle' | 'delete' | null;

/**
 * Show/hide and delete, each after a confirmation (product.md §4: a category is shown or
 * hidden after a confirmation). `onChanged` reloads the page's data; `onDeleted` leaves it.
 */
export function CategoryActions({
  category,
  onChanged,
  onDeleted,
}: {
  category: { id: string; title: string; visible: boolean };
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const { id, title, visible } = category;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setPending('toggle')}>
        {visible ? t('shopCategories.actions.hide') : t('shopCategories.actions.show')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setPending('delete')}>
        {t('shopCategories.actions.delete')}
      </Button>
      {pending === 'toggle' && (
        <ConfirmDialog
          title={visible ? t('shopCategories.confirm.hideTitle') : t('shopCategories.confirm.showTitle')}
          body={t(visible ? 'shopCategories.confirm.hideBody' : 'shopCategories.confirm.showBody', { title })}
          confirmLabel={t('shopCategories.confirm.confirm')}
          cancelLabel={t('shopCategories.confirm.cancel')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await setCategoryVisible(id, !visible);
            setPending(null);
            toast.show(t(visible ? 'shopCategories.done.hidden' : 'shopCategories.done.shown'), 'success');
            onChanged();
          }}
        />
      )}
      {pending === 'delete' && (
        <ConfirmDialog
          tone="danger"
          title={t('shopCategories.confirm.deleteTitle')}
          body={t('shopCategories.confirm.deleteBody', { title })}
          confirmLabel={t('shopCategories.actions.delete')}
          cancelLabel={t('shopCategories.confirm.cancel')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await deleteCategory(id);
            setPending(null);
            toast.show(t('shopCategories.done.deleted'), 'success');
            onDeleted();
          }}
        />
      )}
    </>
  );
}
