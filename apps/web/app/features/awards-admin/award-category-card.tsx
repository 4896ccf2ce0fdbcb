import type { AwardNomineeView } from '@cho-dep/api/awards/award-schemas';
import { awardNomineeSchema } from '@cho-dep/core/awards/award-input-schemas';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import styles from './awards-admin.module.css';
import { addAwardNominee, removeAwardNominee, searchAwardTargets } from './awards-admin-api';

export interface AdminAwardCategory {
  id: string;
  title: string;
  nomineeKind: 'shop' | 'kol' | 'product';
  nominees: AwardNomineeView[];
}

/** A category's standings (rank, votes) and the picker that adds a nominee of its kind. */
export function AwardCategoryCard({ category }: { category: AdminAwardCategory }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const errors = useFormErrors();
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<{ id: string; name: string }[] | null>(null);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [blurb, setBlurb] = useState('');

  const search = async () => {
    await errors.run(async () => setMatches(await searchAwardTargets(category.nomineeKind, query)));
  };
  async function add(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(awardNomineeSchema, { targetId: picked?.id ?? '', blurb });
    if (!value) return;
    if (!(await errors.run(() => addAwardNominee(category.id, value)))) return;
    toast.show(t('awardsAdmin.saved'), 'success');
    setPicked(null);
    setMatches(null);
    setQuery('');
    setBlurb('');
    await revalidator.revalidate();
  }
  const remove = async (id: string) => {
    if (await errors.run(() => removeAwardNominee(id))) await revalidator.revalidate();
  };

  return (
    <section className={styles.card} data-testid="award-category">
      <h3 className={styles.cardTitle}>
        {category.title} · {t(`awards.kind.${category.nomineeKind}`)}
      </h3>
      <table className={styles.table}>
        <tbody>
          {category.nominees.map((n) => (
            <tr key={n.id}>
              <td>{n.rank}</td>
              <td>
                <a href={n.href}>{n.name}</a>
              </td>
              <td>{t('awards.votes', { count: n.votes ?? 0 })}</td>
              <td>
                {n.votes === 0 && (
                  <Button size="sm" variant="ghost" onClick={() => void remove(n.id)}>
                    {t('awardsAdmin.remove')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form ref={errors.formRef} className={styles.form} onSubmit={(event) => void add(event)} noValidate>
        {errors.form && <Alert>{errors.form}</Alert>}
        <div className={styles.searchRow}>
          <TextField
            label={t('awardsAdmin.field.target')}
            hint={t('awardsAdmin.search')}
            value={query}
            error={errors.fields.targetId}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="button" variant="secondary" onClick={() => void search()}>
            {t('awardsAdmin.find')}
          </Button>
        </div>
        {matches && matches.length === 0 && <p className={styles.muted}>{t('awardsAdmin.noMatch')}</p>}
        {matches && matches.length > 0 && (
          <ul className={styles.matches}>
            {matches.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className={picked?.id === m.id ? styles.matchPicked : styles.match}
                  aria-pressed={picked?.id === m.id}
                  onClick={() => setPicked(m)}
                >
                  {m.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <TextField
          label={t('awardsAdmin.field.blurb')}
          value={blurb}
          onChange={(event) => setBlurb(event.target.value)}
        />
        <div>
          <Button type="submit" loading={errors.busy} disabled={!picked}>
            {t('awardsAdmin.addNominee')}
          </Button>
        </div>
      </form>
    </section>
  );
}
