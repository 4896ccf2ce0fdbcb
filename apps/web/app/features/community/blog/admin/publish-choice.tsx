import { useT } from '../../../../lib/i18n';
import { TextField } from '../../../../ui/text-field';
import styles from './blog-editor.module.css';

export type PublishMode = 'now' | 'schedule' | 'draft';
const MODES: readonly PublishMode[] = ['now', 'schedule', 'draft'];

/** Publish now, at a chosen time (Vietnam time), or keep as a draft. */
export function PublishChoice({
  mode,
  onMode,
  publishAt,
  onPublishAt,
  error,
}: {
  mode: PublishMode;
  onMode: (mode: PublishMode) => void;
  publishAt: string;
  onPublishAt: (value: string) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset className={styles.publish}>
      <legend className={styles.sectionTitle}>{t('blog.editor.publishing')}</legend>
      <div className={styles.modes}>
        {MODES.map((value) => (
          <label key={value} className={styles.mode}>
            <input
              type="radio"
              name="publish-mode"
              value={value}
              checked={mode === value}
              onChange={() => onMode(value)}
            />
            {t(`blog.editor.mode.${value}`)}
          </label>
        ))}
      </div>
      {mode === 'schedule' && (
        <TextField
          label={t('blog.editor.publishAt')}
          type="datetime-local"
          value={publishAt}
          error={error}
          onChange={(event) => onPublishAt(event.target.value)}
        />
      )}
    </fieldset>
  );
}
