import type { ShopSettings } from '@cho-dep/api/shops/settings/shop-settings-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { shopInfoSchema } from '@cho-dep/core/seller-shop/shop-settings-schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { saveSection, uploadShopImage } from './settings-api';
import { SettingsHead } from './settings-head';
import styles from './shop-settings.module.css';

const S = LIMITS.shop;

/** One picture (logo or cover): the current one, and a button that uploads a new one at once. */
function ImagePicker({
  kind,
  url,
  onUploaded,
}: {
  kind: 'logo' | 'cover';
  url: string | null;
  onUploaded: (settings: ShopSettings) => void;
}) {
  const t = useT();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadShopImage(kind, file));
      toast.show(t('shopSettings.info.uploaded'), 'success');
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : t('errors.INTERNAL'),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const hint =
    kind === 'logo'
      ? t('shopSettings.info.logoHint', { mb: LIMITS.upload.imageMaxBytes / 1024 / 1024 })
      : t('shopSettings.info.coverHint', { width: S.coverWidth, height: S.coverHeight });
  return (
    <div className={styles.choices}>
      <p className={styles.legend}>
        {t(kind === 'logo' ? 'shopSettings.info.logo' : 'shopSettings.info.cover')}
      </p>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.imageRow}>
        {url ? (
          <img
            src={url}
            alt=""
            className={kind === 'logo' ? styles.logo : styles.cover}
            width={kind === 'logo' ? 96 : 670}
            height={kind === 'logo' ? 96 : 377}
          />
        ) : (
          <span className={[kind === 'logo' ? styles.logo : styles.cover, styles.placeholder].join(' ')}>
            {t('shopSettings.info.noImage')}
          </span>
        )}
        <input
          ref={input}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Button variant="secondary" size="sm" loading={busy} onClick={() => input.current?.click()}>
          {t('shopSettings.info.upload')}
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

/** /ban-hang/cai-dat/thong-tin-cua-hang: name, logo, cover (1340x754) and description (100-500). */
export function ShopInfoForm({ initial }: { initial: ShopSettings }) {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [info, setInfo] = useState(initial.info);
  const [name, setName] = useState(initial.info.name);
  const [description, setDescription] = useState(initial.info.description);
  const descriptionHint = t('shopSettings.info.descriptionHint', {
    min: S.descriptionMin,
    max: S.descriptionMax,
    count: description.trim().length,
  });
  const ids = useFieldIds(undefined, descriptionHint, errors.fields.description);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(shopInfoSchema, { name, description });
    if (!value) return;
    const ok = await errors.run(async () => {
      setInfo((await saveSection('info', value)).info);
    });
    if (ok) toast.show(t('shopSettings.saved'), 'success');
  }

  return (
    <form ref={errors.formRef} className={styles.screen} onSubmit={(event) => void submit(event)} noValidate>
      <SettingsHead title={t('shopSettings.meta.info')} />
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />
      <section className={styles.panel}>
        <ImagePicker
          kind="logo"
          url={info.logoUrl}
          onUploaded={(s) => setInfo((c) => ({ ...c, logoUrl: s.info.logoUrl }))}
        />
        <ImagePicker
          kind="cover"
          url={info.coverUrl}
          onUploaded={(s) => setInfo((c) => ({ ...c, coverUrl: s.info.coverUrl }))}
        />
      </section>
      <section className={styles.panel}>
        <TextField
          label={t('shopSettings.info.name')}
          value={name}
          maxLength={S.nameMax}
          required
          error={errors.fields.name}
          onChange={(event) => {
            setName(event.target.value);
            errors.clear('name');
          }}
        />
        <FieldFrame
          ids={ids}
          label={t('shopSettings.info.description')}
          hint={descriptionHint}
          error={errors.fields.description}
          required
        >
          <textarea
            id={ids.controlId}
            className={[fieldStyles.control, styles.textarea].join(' ')}
            value={description}
            maxLength={S.descriptionMax}
            rows={6}
            required
            aria-invalid={errors.fields.description ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              setDescription(event.target.value);
              errors.clear('description');
            }}
          />
        </FieldFrame>
      </section>
      <div className={styles.footer}>
        <Button type="submit" loading={errors.busy}>
          {t('shopSettings.save')}
        </Button>
      </div>
    </form>
  );
}
