import { awardCategorySchema, NOMINEE_KINDS } from '@cho-dep/core/awards/award-input-schemas';
import { type FormEvent, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { AdminPage } from '../../ui/admin-page';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { type AdminAwardCategory, AwardCategoryCard } from './award-category-card';
import { type AwardEventFields, AwardEventForm } from './award-event-form';
import styles from './awards-admin.module.css';
import { addAwardCategory } from './awards-admin-api';

/** /quan-tri/binh-chon/{id}: the edition's settings, its categories' standings, new categories and nominees. */
export function AwardEventDeskScreen({
  event,
  now,
}: {
  event: AwardEventFields & { categories: AdminAwardCategory[] };
  now: string;
}) {
  const t = useT();
  return (
    <AdminPage title={event.title} description={t('awardsAdmin.intro')} withBreadcrumb>
      <p>
        <Link to={`/binh-chon/${event.slug}`}>{t('awardsAdmin.open')}</Link>
      </p>
      <AwardEventForm key={event.id} initial={event} now={now} />
      <h2 className={styles.heading}>{t('awardsAdmin.categories')}</h2>
      {event.categories.map((category) => (
        <AwardCategoryCard key={category.id} category={category} />
      ))}
      <NewCategory eventId={event.id} position={event.categories.length} />
    </AdminPage>
  );
}

function NewCategory({ eventId, position }: { eventId: string; position: number }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const errors = useFormErrors();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<string>('shop');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(awardCategorySchema, { title, nomineeKind: kind, position });
    if (!value) return;
    if (!(await errors.run(() => addAwardCategory(eventId, value)))) return;
    toast.show(t('awardsAdmin.saved'), 'success');
    setTitle('');
    await revalidator.revalidate();
  }
  return (
    <form ref={errors.formRef} className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.cardTitle}>{t('awardsAdmin.addCategory')}</h3>
      {errors.form && <Alert>{errors.form}</Alert>}
      <TextField
        label={t('awardsAdmin.field.categoryTitle')}
        value={title}
        error={errors.fields.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <SelectField
        label={t('awardsAdmin.field.nomineeKind')}
        value={kind}
        options={NOMINEE_KINDS.map((k) => ({ value: k, label: t(`awards.kind.${k}`) }))}
        onChange={(event) => setKind(event.target.value)}
      />
      <div>
        <Button type="submit" loading={errors.busy}>
          {t('awardsAdmin.addCategory')}
        </Button>
      </div>
    </form>
  );
}
