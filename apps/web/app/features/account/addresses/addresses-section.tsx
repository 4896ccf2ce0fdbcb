import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useInvalidateApi, useQuery } from '../../../lib/query-cache';
import {
  ADDRESSES_PATH,
  deleteAddress,
  fetchAddresses,
  makeDefaultAddress,
  type SavedAddress,
} from '../../../ui/address/address-api';
import { type AddressDraft, draftFromAddress, emptyDraft } from '../../../ui/address/address-draft';
import { AddressFormModal } from '../../../ui/address/address-form-modal';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Modal } from '../../../ui/modal';
import { ResourceState } from '../../../ui/resource-state';
import { useToast } from '../../../ui/toast';
import sectionStyles from '../section.module.css';
import { AddressCard } from './address-card';
import styles from './addresses.module.css';

type Editor = { id: string | undefined; draft: AddressDraft } | null;

export function AddressesSection() {
  const t = useT();
  const toast = useToast();
  const invalidate = useInvalidateApi();
  const list = useQuery({ queryKey: [ADDRESSES_PATH], queryFn: fetchAddresses });
  const [editor, setEditor] = useState<Editor>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const [busyId, setBusyId] = useState<string>();

  if (!list.data) return <ResourceState failed={list.isError} onRetry={() => void list.refetch()} />;
  const addresses = list.data;

  const openNew = () => setEditor({ id: undefined, draft: emptyDraft('VN', addresses.length === 0) });

  async function makeDefault(address: SavedAddress) {
    setBusyId(address._id);
    try {
      await makeDefaultAddress(address._id);
      toast.show(t('account.addresses.defaultSet'), 'success');
      void invalidate(ADDRESSES_PATH);
    } catch (error) {
      toast.show(error instanceof Error ? error.message : t('errors.INTERNAL'), 'error');
    } finally {
      setBusyId(undefined);
    }
  }

  async function confirmDelete() {
    if (!removing) return;
    setBusyId(removing._id);
    try {
      await deleteAddress(removing._id);
      toast.show(t('account.addresses.deleted'), 'success');
      setRemoving(null);
      // A deleted default passes to another address: the list is read again.
      void invalidate(ADDRESSES_PATH);
    } catch (error) {
      toast.show(error instanceof Error ? error.message : t('errors.INTERNAL'), 'error');
    } finally {
      setBusyId(undefined);
    }
  }

  return (
    <Card className={sectionStyles.panel} data-testid="account-addresses">
      <div className={styles.toolbar}>
        <p className={sectionStyles.intro}>{t('account.addresses.intro')}</p>
        {addresses.length > 0 && <Button onClick={openNew}>{t('account.addresses.add')}</Button>}
      </div>
      {addresses.length === 0 ? (
        <EmptyState
          title={t('account.addresses.empty')}
          description={t('account.addresses.emptyHint')}
          icon={
            <svg
              width="32"
              height="32"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
          }
          action={<Button onClick={openNew}>{t('account.addresses.add')}</Button>}
        />
      ) : (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <AddressCard
              key={address._id}
              address={address}
              busy={busyId === address._id}
              onEdit={() => setEditor({ id: address._id, draft: draftFromAddress(address) })}
              onDelete={() => setRemoving(address)}
              onMakeDefault={() => makeDefault(address)}
            />
          ))}
        </ul>
      )}
      {editor && (
        <AddressFormModal
          editing={editor.id}
          initial={editor.draft}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            toast.show(t('account.addresses.saved'), 'success');
            // Saving may move the default or return flag from another address.
            void invalidate(ADDRESSES_PATH);
          }}
        />
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('account.addresses.deleteTitle')}
        description={
          removing ? t('account.addresses.deleteBody', { address: removing.fullAddress }) : undefined
        }
        footer={
          <>
            <Button variant="neutral" onClick={() => setRemoving(null)} data-autofocus>
              {t('account.addresses.cancel')}
            </Button>
            <Button variant="danger" onClick={confirmDelete} loading={busyId === removing?._id}>
              {t('account.addresses.deleteConfirm')}
            </Button>
          </>
        }
      >
        {null}
      </Modal>
    </Card>
  );
}
