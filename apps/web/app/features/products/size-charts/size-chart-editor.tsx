import { SIZE_ATTRIBUTES, type SizeAttributeId } from '@cho-dep/core/catalog/size-chart';
import { sizeChartInputSchema } from '@cho-dep/core/catalog/size-chart-schema';
import { SIZE_CHART_TEMPLATES } from '@cho-dep/core/catalog/size-chart-templates';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { type ChartDraft, inputOf } from './size-chart-draft';
import { SIZE_CHARTS_HREF } from './size-chart-list';
import styles from './size-charts.module.css';

const L = LIMITS.sizeCharts;
const KEY_OF = new Map<number, string>(SIZE_ATTRIBUTES.map((a) => [a.id, a.key]));

/**
 * /ban-hang/quan-ly-size-chart/tao?type= and /cap-nhat/{id}: the chart's name, which measures
 * it shows (among those of its type) and one card per size with a from-to range in cm for
 * each measure. Validated with the same schema as the API.
 */
export function SizeChartEditor({ id, initial }: { id: string | null; initial: ChartDraft }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [draft, setDraft] = useState<ChartDraft>(initial);
  const template = SIZE_CHART_TEMPLATES[draft.type];
  const attributeName = (attributeId: number) => t(`product.size.attributes.${KEY_OF.get(attributeId)}`);

  function toggleColumn(attributeId: SizeAttributeId, on: boolean) {
    setDraft((current) => ({
      ...current,
      columns: template.allowed.filter((a) => (a === attributeId ? on : current.columns.includes(a))),
    }));
  }

  function setRow(index: number, change: (row: ChartDraft['rows'][number]) => ChartDraft['rows'][number]) {
    setDraft((current) => ({
      ...current,
      rows: current.rows.map((row, i) => (i === index ? change(row) : row)),
    }));
  }

  function setValue(index: number, attributeId: SizeAttributeId, bound: 'min' | 'max', text: string) {
    setRow(index, (row) => {
      const value = row.values[attributeId] ?? { min: '', max: '' };
      return { ...row, values: { ...row.values, [attributeId]: { ...value, [bound]: text } } };
    });
    errors.clear(`rows.${index}.values.${draft.columns.indexOf(attributeId)}.${bound}`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(sizeChartInputSchema, inputOf(draft));
    if (!value) return;
    const ok = await errors.run(() =>
      call(
        id
          ? client.PUT('/api/v1/seller/size-charts/{id}', { params: { path: { id } }, body: value })
          : client.POST('/api/v1/seller/size-charts', { body: value }),
      ),
    );
    if (!ok) return;
    toast.show(t(id ? 'sizeCharts.done.saved' : 'sizeCharts.done.created'), 'success');
    navigate(SIZE_CHARTS_HREF);
  }

  const fieldError = (path: string) => errors.fields[path];
  const rowMessages = Object.entries(errors.fields).filter(([path]) => /^rows\.\d+\.values$/.test(path));

  return (
    <form ref={errors.formRef} className={styles.screen} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.head}>
        <h1 className={styles.title}>{t(id ? 'sizeCharts.meta.edit' : 'sizeCharts.meta.create')}</h1>
        <Link to={SIZE_CHARTS_HREF} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('sizeCharts.meta.list')}
        </Link>
      </div>
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />
      <section className={styles.panel}>
        <TextField
          label={t('sizeCharts.editor.name')}
          hint={t('sizeCharts.editor.nameHint')}
          value={draft.name}
          maxLength={L.nameMax}
          required
          error={fieldError('name')}
          onChange={(event) => {
            const name = event.target.value;
            setDraft((current) => ({ ...current, name }));
            errors.clear('name');
          }}
        />
        <p className={styles.meta}>
          {t('sizeCharts.editor.type')}: <strong>{t(`sizeCharts.types.${draft.type}`)}</strong>
        </p>
        <fieldset className={styles.columns}>
          <legend className={styles.legend}>{t('sizeCharts.editor.columns')}</legend>
          {template.allowed.map((attributeId) => (
            <Checkbox
              key={attributeId}
              label={attributeName(attributeId)}
              checked={draft.columns.includes(attributeId)}
              disabled={draft.columns.length === 1 && draft.columns.includes(attributeId)}
              onChange={(event) => toggleColumn(attributeId, event.target.checked)}
            />
          ))}
        </fieldset>
        <p className={styles.hint}>{t('sizeCharts.editor.unit')}</p>
      </section>
      <section className={styles.panel} aria-labelledby="size-rows">
        <div className={styles.head}>
          <h2 id="size-rows" className={styles.sectionTitle}>
            {t('sizeCharts.editor.size')} ·{' '}
            {t('sizeCharts.editor.rowsCount', { count: draft.rows.length, max: L.rowsMax })}
          </h2>
        </div>
        {fieldError('rows') && <Alert>{fieldError('rows')}</Alert>}
        {rowMessages.map(([path, message]) => (
          <Alert key={path}>{message}</Alert>
        ))}
        <ol className={styles.rows}>
          {draft.rows.map((row, index) => (
            // Rows have no id of their own; the index is their identity while editing.
            <li key={index} className={styles.row}>
              <div className={styles.rowHead}>
                <TextField
                  label={t('sizeCharts.editor.size')}
                  aria-label={t('sizeCharts.editor.sizeLabel', { row: index + 1 })}
                  value={row.sizeName}
                  maxLength={L.sizeNameMax}
                  error={fieldError(`rows.${index}.sizeName`)}
                  onChange={(event) => {
                    const sizeName = event.target.value;
                    setRow(index, (r) => ({ ...r, sizeName }));
                    errors.clear(`rows.${index}.sizeName`);
                  }}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={draft.rows.length <= L.rowsMin}
                  aria-label={t('sizeCharts.editor.removeRow', { size: row.sizeName || index + 1 })}
                  onClick={() =>
                    setDraft((current) => ({ ...current, rows: current.rows.filter((_, i) => i !== index) }))
                  }
                >
                  ✕
                </Button>
              </div>
              <div className={styles.measures}>
                {draft.columns.map((attributeId, column) => {
                  const base = `rows.${index}.values.${column}`;
                  const problem =
                    fieldError(`${base}.min`) ??
                    fieldError(`${base}.max`) ??
                    fieldError(`${base}.attributeId`);
                  return (
                    <fieldset key={attributeId} className={styles.measure}>
                      <legend className={styles.measureName}>{attributeName(attributeId)}</legend>
                      <div className={styles.range}>
                        {(['min', 'max'] as const).map((bound, b) => (
                          <Fragment key={bound}>
                            {b === 1 && <span aria-hidden="true">–</span>}
                            <input
                              className={styles.cm}
                              inputMode="decimal"
                              placeholder={t(
                                bound === 'min' ? 'sizeCharts.editor.from' : 'sizeCharts.editor.to',
                              )}
                              aria-label={t('sizeCharts.editor.rangeLabel', {
                                attribute: attributeName(attributeId),
                                size: row.sizeName || index + 1,
                                bound: t(bound === 'min' ? 'sizeCharts.editor.from' : 'sizeCharts.editor.to'),
                              })}
                              aria-invalid={fieldError(`${base}.${bound}`) ? true : undefined}
                              value={row.values[attributeId]?.[bound] ?? ''}
                              onChange={(event) => setValue(index, attributeId, bound, event.target.value)}
                            />
                          </Fragment>
                        ))}
                      </div>
                      {problem && <span className={styles.error}>{problem}</span>}
                    </fieldset>
                  );
                })}
              </div>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={draft.rows.length >= L.rowsMax}
          onClick={() =>
            setDraft((current) => ({ ...current, rows: [...current.rows, { sizeName: '', values: {} }] }))
          }
        >
          {t('sizeCharts.editor.addRow')}
        </Button>
      </section>
      <div className={styles.footer}>
        <Link to={SIZE_CHARTS_HREF} className={buttonClassName({ variant: 'neutral' })}>
          {t('sizeCharts.editor.cancel')}
        </Link>
        <Button type="submit" loading={errors.busy}>
          {t(id ? 'sizeCharts.editor.save' : 'sizeCharts.editor.create')}
        </Button>
      </div>
    </form>
  );
}
