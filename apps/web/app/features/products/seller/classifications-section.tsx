import { LIMITS } from '@cho-dep/core/constants/limits';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import styles from './classifications-section.module.css';
import { GroupError } from './form-bits';
import type { Upload } from './media-picker';
import { pickableImages } from './media-rules';
import { newKey } from './product-form-values';
import type { OptionDraft, OptionValueDraft } from './variant-rows';

const P = LIMITS.product;

/**
 * The classifications builder (product.md §3: "Variant classifications, each with images";
 * section 5: option name required, at least 3 characters): 0 to 2 classifications such as
 * Màu sắc and Kích cỡ, each with its values and an optional picture per value. The variant
 * table below follows every change (buildVariantRows).
 */
export function ClassificationsEditor({
  options,
  onChange,
  upload,
  errors,
}: {
  options: OptionDraft[];
  onChange: (next: OptionDraft[]) => void;
  upload: Upload;
  errors: Record<string, string>;
}) {
  const t = useT();
  const update = (index: number, next: OptionDraft) =>
    onChange(options.map((o, i) => (i === index ? next : o)));
  return (
    <div className={styles.options}>
      {options.map((option, index) => (
        <OptionEditor
          key={option.key}
          index={index}
          option={option}
          onChange={(next) => update(index, next)}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
          upload={upload}
          errors={errors}
        />
      ))}
      {options.length < P.optionsMax && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange([
              ...options,
              { key: newKey('o'), name: '', values: [{ key: newKey('v'), value: '', image: null }] },
            ])
          }
        >
          + {t('sellerProducts.options.add', { index: options.length + 1 })}
        </Button>
      )}
      <GroupError message={errors.options} />
    </div>
  );
}

function OptionEditor({
  index,
  option,
  onChange,
  onRemove,
  upload,
  errors,
}: {
  index: number;
  option: OptionDraft;
  onChange: (next: OptionDraft) => void;
  onRemove: () => void;
  upload: Upload;
  errors: Record<string, string>;
}) {
  const t = useT();
  const nameId = `option-${option.key}-name`;
  const nameError = errors[`options.${index}.name`];
  const setValue = (valueIndex: number, next: OptionValueDraft) =>
    onChange({ ...option, values: option.values.map((v, i) => (i === valueIndex ? next : v)) });
  return (
    <fieldset className={styles.option}>
      <legend className={styles.optionLegend}>
        {t('sellerProducts.options.legend', { index: index + 1 })}
      </legend>
      <div className={styles.optionHead}>
        <div className={fieldStyles.field}>
          <label htmlFor={nameId} className={fieldStyles.label}>
            {t('sellerProducts.options.name')}
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={nameId}
            className={fieldStyles.control}
            value={option.name}
            maxLength={P.optionNameMax}
            placeholder={t('sellerProducts.options.namePlaceholder')}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
          />
          <GroupError id={`${nameId}-error`} message={nameError} />
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t('sellerProducts.options.remove')}
        </Button>
      </div>
      <p className={fieldStyles.label}>{t('sellerProducts.options.values')}</p>
      <ul className={styles.values}>
        {option.values.map((value, valueIndex) => (
          <ValueEditor
            key={value.key}
            value={value}
            placeholder={t('sellerProducts.options.valuePlaceholder')}
            label={t('sellerProducts.options.valueLabel', { index: valueIndex + 1 })}
            error={errors[`options.${index}.values.${valueIndex}.value`]}
            onChange={(next) => setValue(valueIndex, next)}
            onRemove={
              option.values.length > 1
                ? () => onChange({ ...option, values: option.values.filter((_, i) => i !== valueIndex) })
                : undefined
            }
            upload={upload}
          />
        ))}
      </ul>
      {option.values.length < P.optionValuesMax && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            onChange({ ...option, values: [...option.values, { key: newKey('v'), value: '', image: null }] })
          }
        >
          + {t('sellerProducts.options.addValue')}
        </Button>
      )}
      <GroupError message={errors[`options.${index}.values`] ?? errors[`options.${index}`]} />
    </fieldset>
  );
}

function ValueEditor({
  value,
  label,
  placeholder,
  error,
  onChange,
  onRemove,
  upload,
}: {
  value: OptionValueDraft;
  label: string;
  placeholder: string;
  error?: string;
  onChange: (next: OptionValueDraft) => void;
  onRemove?: () => void;
  upload: Upload;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const latest = useRef(value);
  latest.current = value;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const { accepted, refused } = pickableImages([file], 1);
    if (refused.length > 0 || !accepted[0]) {
      setProblem(t('sellerProducts.media.badFormat', { names: file.name }));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const media = await upload(accepted[0]);
      onChange({ ...latest.current, image: media });
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.message : t('sellerProducts.media.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const inputId = `value-${value.key}`;
  return (
    <li className={styles.value}>
      <button
        type="button"
        className={styles.valueImage}
        onClick={() => (value.image ? onChange({ ...value, image: null }) : input.current?.click())}
        aria-label={
          value.image
            ? t('sellerProducts.options.removeImage', { value: value.value || label })
            : t('sellerProducts.options.addImage', { value: value.value || label })
        }
        aria-busy={busy || undefined}
        disabled={busy}
      >
        {value.image ? (
          <img src={value.image.url} alt="" />
        ) : (
          <span aria-hidden="true">{busy ? '…' : '+'}</span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={P.imageFormats.map((f) => `.${f}`).join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void pick(file);
        }}
      />
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        className={[fieldStyles.control, styles.valueInput].join(' ')}
        value={value.value}
        maxLength={P.optionValueMax}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange({ ...value, value: event.target.value })}
      />
      {onRemove && (
        <button
          type="button"
          className={styles.valueRemove}
          onClick={onRemove}
          aria-label={t('sellerProducts.options.removeValue', { value: value.value || label })}
        >
          ×
        </button>
      )}
      {(error || problem) && (
        <div className={styles.valueError}>
          <GroupError message={error ?? problem} />
        </div>
      )}
    </li>
  );
}
