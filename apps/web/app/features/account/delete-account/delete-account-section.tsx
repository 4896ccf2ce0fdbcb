import { useState } from 'react';
import { type ApiAnswer, call, client } from '../../../lib/api-fetch';
import { useLanguage, useT } from '../../../lib/i18n';
import { useQuery, useQueryClient } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { LineIcon } from '../../../ui/line-icon';
import { Modal } from '../../../ui/modal';
import { ResourceState } from '../../../ui/resource-state';
import { useToast } from '../../../ui/toast';
import sectionStyles from '../section.module.css';
import styles from './delete-account.module.css';

const PATH = '/community/v1/auth/request-delete-account';

/** GET/POST request-delete-account: the notice differs for sellers and for orders in transit. */
type DeleteAccountStatus = ApiAnswer<typeof PATH, 'get'>['data'];

export function DeleteAccountSection() {
  const status = useQuery({ queryKey: [PATH], queryFn: async () => (await call(client.GET(PATH))).data });
  const queryClient = useQueryClient();
  if (!status.data) return <ResourceState failed={status.isError} onRetry={() => void status.refetch()} />;
  return (
    <DeleteAccountPanel status={status.data} onChanged={(next) => queryClient.setQueryData([PATH], next)} />
  );
}

function DeleteAccountPanel({
  status,
  onChanged,
}: {
  status: DeleteAccountStatus;
  onChanged: (status: DeleteAccountStatus) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function send() {
    setSending(true);
    setFailure(undefined);
    try {
      onChanged((await call(client.POST(PATH))).data);
      setConfirming(false);
      toast.show(t('account.deleteAccount.requested'), 'success');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.INTERNAL'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className={sectionStyles.panel} data-testid="account-delete">
      <p className={sectionStyles.intro}>{t('account.deleteAccount.intro')}</p>
      <div
        className={[styles.notice, styles[status.notice.kind]].join(' ')}
        data-testid="delete-account-notice"
      >
        <LineIcon size={22}>
          <path d="M12 3l10 18H2L12 3zM12 10v5M12 18v.01" />
        </LineIcon>
        <p>{status.notice.message}</p>
      </div>
      {status.requested ? (
        <div className={styles.requested} role="status">
          <p className={styles.requestedTitle}>{t('account.deleteAccount.requested')}</p>
          {status.requestedAt && (
            <p className={sectionStyles.intro}>
              {t('account.deleteAccount.requestedAt', {
                time: new Intl.DateTimeFormat(language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(status.requestedAt)),
              })}
            </p>
          )}
        </div>
      ) : (
        <>
          <Checkbox
            label={t('account.deleteAccount.understand')}
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <div className={sectionStyles.actions}>
            <Button variant="danger" disabled={!understood} onClick={() => setConfirming(true)}>
              {t('account.deleteAccount.submit')}
            </Button>
          </div>
        </>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('account.deleteAccount.confirmTitle')}
        description={t('account.deleteAccount.confirmBody')}
        footer={
          <>
            <Button variant="neutral" onClick={() => setConfirming(false)} disabled={sending} data-autofocus>
              {t('account.deleteAccount.cancel')}
            </Button>
            <Button variant="danger" onClick={send} loading={sending}>
              {t('account.deleteAccount.confirm')}
            </Button>
          </>
        }
      >
        {failure && (
          <p className={sectionStyles.formError} role="alert">
            {failure}
          </p>
        )}
      </Modal>
    </Card>
  );
}
