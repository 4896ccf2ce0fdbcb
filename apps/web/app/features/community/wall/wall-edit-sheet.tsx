import { BODY_SHAPES } from '@cho-dep/core/community/post-schemas';
import { type WallUpdate, wallUpdateSchema } from '@cho-dep/core/community/wall-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { Modal } from '../../../ui/modal';
import { SelectField } from '../../../ui/select-field';
import { useToast } from '../../../ui/toast';
import styles from './wall.module.css';
import { saveWall } from './wall-api';
import type { WallView } from './wall-types';

/**
 * My wall's edit sheet: the bio, the body shape, and whether the shape and my measurements
 * show, checked with the same schema PUT profile/wall applies.
 */
export function WallEditSheet({
  wall,
  onClose,
  onSaved,
}: {
  wall: WallView;
  onClose: () => void;
  onSaved: (wall: WallView) => void;
}) {
  const t = useT();
  const toast = useToast();
  const settings = wall.settings;
  const form = useSchemaForm<WallUpdate, WallUpdate>(wallUpdateSchema, {
    defaultValues: {
      bio: wall.bio,
      bodyShape: settings?.bodyShape ?? null,
      showBodyShape: settings?.showBodyShape ?? false,
      showMeasurements: settings?.showMeasurements ?? false,
    },
  });
  const bio = form.watch('bio') ?? '';
  const max = LIMITS.post.wallBioMax;
  const bioError = form.fieldError('bio');
  const bioIds = useFieldIds(undefined, t('community.wall.bioHint', { max }), bioError);
  const formId = 'wall-edit-form';

  return (
    <Modal
      open
      onClose={onClose}
      title={t('community.wall.editTitle')}
      footer={
        <>
          <Button variant="neutral" onClick={onClose}>
            {t('community.wall.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.formState.isSubmitting} data-testid="wall-save">
            {t('community.wall.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={form.formRef}
        className={styles.editForm}
        noValidate
        onSubmit={form.submit(async (values) => {
          const saved = await saveWall(values);
          toast.show(t('community.wall.savedToast'), 'success');
          onSaved(saved);
        })}
      >
        <FormErrorSummary errors={form} />
        {form.formError && <Alert>{form.formError}</Alert>}
        <FieldFrame
          ids={bioIds}
          label={t('community.wall.bio')}
          hint={`${t('community.wall.bioHint', { max })} · ${[...bio].length}/${max}`}
          error={bioError}
        >
          <textarea
            {...form.register('bio')}
            id={bioIds.controlId}
            className={`${fieldStyles.control} ${styles.bioInput}`}
            rows={3}
            aria-invalid={bioError ? true : undefined}
            aria-describedby={bioIds.describedBy}
          />
        </FieldFrame>
        <SelectField
          label={t('community.wall.bodyShape')}
          placeholder={t('community.wall.bodyShapeNone')}
          options={BODY_SHAPES.map((shape) => ({ value: shape, label: t(`community.bodyShape.${shape}`) }))}
          {...form.register('bodyShape', { setValueAs: (value) => (value === '' ? null : value) })}
          error={form.fieldError('bodyShape')}
        />
        <Checkbox label={t('community.wall.showBodyShape')} {...form.register('showBodyShape')} />
        <Checkbox label={t('community.wall.showMeasurements')} {...form.register('showMeasurements')} />
        <p className={styles.hint}>
          <Link to="/trang-ca-nhan?tab=measurements">{t('community.wall.measurementsHint')}</Link>
        </p>
      </form>
    </Modal>
  );
}
