import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { liveInputSchema } from '@cho-dep/core/live/live-schemas';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { PictureUploadField } from '../../ui/picture-upload-field/picture-upload-field';
import page from '../../ui/seller-marketing.module.css';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { CancelLiveButton } from './cancel-live-button';
import { emptyLiveValues, type LiveFormValues, liveInputOf, liveValuesOf, soonest } from './live-form-values';
import { LiveLineUp, type VoucherChoice } from './live-line-up';
import { LIVES_HREF, type SellerLive, scheduleLive, updateLive, uploadLiveCover } from './live-studio-api';
import { StreamKeyPanel } from './stream-key-panel';

const L = LIVE_LIMITS;

/**
 * /ban-hang/live/tao and /cap-nhat/{id}: a live's title, cover, start and line-up, checked with
 * the schema the API uses (the API adds its own products and vouchers, under the same fields).
 * After scheduling, the stream key is shown this once with the OBS server.
 */
export function LiveForm({
  initial,
  now,
  vouchers,
}: {
  initial: (SellerLive & { coverKey: string | null }) | null;
  now: string;
  vouchers: VoucherChoice[];
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [values, setValues] = useState<LiveFormValues>(() =>
    initial ? liveValuesOf(initial) : emptyLiveValues(new Date(now)),
  );
  const [coverError, setCoverError] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<{ id: string; streamKey: string; rtmpUrl: string } | null>(null);

  const set = <K extends keyof LiveFormValues>(key: K, value: LiveFormValues[K], path: string = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(path);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(liveInputSchema, liveInputOf(values));
    if (!value) return;
    await errors.run(async () => {
      if (initial) {
        await updateLive(initial.id, value);
        toast.show(t('sellerLive.done.saved'), 'success');
        navigate(LIVES_HREF);
      } else {
        const answer = (await scheduleLive(value)).data;
        toast.show(t('sellerLive.done.created'), 'success');
        setCreated({ id: answer.live.id, streamKey: answer.streamKey, rtmpUrl: answer.live.ingest.rtmpUrl });
      }
    });
  }

  if (created)
    return (
      <div className={page.screen}>
        <div className={page.head}>
          <h1 className={page.title}>{values.title}</h1>
        </div>
        <StreamKeyPanel
          liveId={created.id}
          rtmpUrl={created.rtmpUrl}
          initialKey={created.streamKey}
          showLinks
        />
      </div>
    );

  return (
    <form ref={errors.formRef} className={page.screen} onSubmit={(event) => void submit(event)} noValidate>
      <div className={page.head}>
        <h1 className={page.title}>{t(initial ? 'sellerLive.meta.edit' : 'sellerLive.meta.create')}</h1>
        <Link to={LIVES_HREF} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('sellerLive.form.back')}
        </Link>
      </div>
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />

      <section className={page.panel} aria-labelledby="live-basics">
        <h2 id="live-basics" className={page.sectionTitle}>
          {t('sellerLive.form.basics')}
        </h2>
        <TextField
          label={t('sellerLive.form.title')}
          hint={t('sellerLive.form.titleHint', { max: L.titleMax })}
          value={values.title}
          maxLength={L.titleMax}
          error={errors.fields.title}
          onChange={(event) => set('title', event.target.value)}
          data-testid="live-title"
        />
        <div className={page.grid}>
          <TextField
            label={t('sellerLive.form.startsAt')}
            hint={t('sellerLive.form.startsAtHint', { days: L.scheduleAheadDaysMax })}
            type="datetime-local"
            value={values.scheduledAt}
            error={errors.fields.scheduledAt}
            onChange={(event) => set('scheduledAt', event.target.value)}
            data-testid="live-starts-at"
          />
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => set('scheduledAt', soonest(new Date()))}
              data-testid="live-start-soon"
            >
              {t('sellerLive.form.startSoon')}
            </Button>
          </div>
        </div>
        <PictureUploadField
          label={t('sellerLive.form.cover')}
          hint={t('sellerLive.form.coverHint')}
          url={values.cover?.url ?? null}
          width={640}
          height={360}
          error={coverError ?? errors.fields.coverKey}
          upload={uploadLiveCover}
          onUploaded={(picture) => {
            setCoverError(undefined);
            set('cover', picture, 'coverKey');
          }}
          onError={setCoverError}
        />
        {values.cover && (
          <div>
            <Button size="sm" variant="ghost" onClick={() => set('cover', null, 'coverKey')}>
              {t('sellerLive.form.removeCover')}
            </Button>
          </div>
        )}
      </section>

      <LiveLineUp
        products={values.products}
        voucherIds={values.voucherIds}
        vouchers={vouchers}
        errors={errors}
        onProducts={(products) => set('products', products, 'productIds')}
        onVouchers={(ids) => set('voucherIds', ids, 'voucherIds')}
      />

      {initial && <StreamKeyPanel liveId={initial.id} rtmpUrl={null} initialKey={null} showLinks={false} />}

      <div className={page.footer}>
        {initial && <CancelLiveButton live={initial} onDone={() => navigate(LIVES_HREF)} />}
        <Link to={LIVES_HREF} className={buttonClassName({ variant: 'neutral' })}>
          {t('sellerLive.form.cancel')}
        </Link>
        <Button type="submit" loading={errors.busy} data-testid="live-submit">
          {t(initial ? 'sellerLive.form.save' : 'sellerLive.form.create')}
        </Button>
      </div>
    </form>
  );
}
