import { useT } from '../lib/i18n';
import { Button } from './button';
import { Card } from './card';
import styles from './resource-state.module.css';
import { Spinner } from './spinner';

/** What a section shows while its data loads, or when loading failed (with a retry). */
export function ResourceState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <Card className={styles.state}>
      {failed ? (
        <>
          <p role="alert">{t('account.load.failed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('account.load.retry')}
          </Button>
        </>
      ) : (
        <Spinner size="lg" />
      )}
    </Card>
  );
}
