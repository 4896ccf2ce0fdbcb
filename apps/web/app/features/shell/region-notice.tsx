import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** The region popup's notice (region-popup.tsx): the interface switched to Korean, and why. */
export function RegionNotice({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('shell.region.title')}
      footer={
        <Button onClick={onClose} data-autofocus>
          {t('shell.region.ok')}
        </Button>
      }
    >
      <p>{t('shell.region.body')}</p>
    </Modal>
  );
}
