import { LIMITS } from '@cho-dep/core/constants/limits';
import {
  buyerRatingSchema,
  handOverSchema,
  sellerCancelSchema,
  sellerNoteSchema,
  WAYBILL_MAX,
} from '@cho-dep/core/orders/seller-order-inputs';
import { Controller } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useT } from '../../../lib/i18n';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import styles from './seller-order-detail.module.css';
import { DialogForm, TextArea } from './seller-order-dialog-frame';

const L = LIMITS.sellerOrders;

/**
 * The seller's moves that need words: each dialog's fields are driven by the schema the API
 * validates with (core seller-order-inputs). `onSubmit` sends the move and throws the API's
 * refusal, which the dialog shows (beside the field it concerns, else on top); it closes
 * once the move went through.
 */
interface DialogProps<T> {
  onClose: () => void;
  onSubmit: (value: T) => Promise<unknown>;
}

type CancelValue = (typeof sellerCancelSchema)['_zod']['output'];
type NoteValue = (typeof sellerNoteSchema)['_zod']['output'];
type RatingValue = (typeof buyerRatingSchema)['_zod']['output'];
export type ShipChoice = (typeof handOverSchema)['_zod']['output'];

const CANCEL_WORDS = { reason: 'sellerOrders.cancelDialog.reasonRequired' };
const SHIP_WORDS = { waybillCode: 'sellerOrders.shipDialog.waybillRequired' };
const RATING_WORDS = { stars: 'sellerOrders.ratingDialog.starsRequired' };

export function CancelDialog({ code, onClose, onSubmit }: DialogProps<CancelValue> & { code: string }) {
  const t = useT();
  const form = useSchemaForm(sellerCancelSchema, { defaultValues: { reason: '' }, required: CANCEL_WORDS });
  return (
    <DialogForm
      title={t('sellerOrders.cancelDialog.title', { code })}
      description={t('sellerOrders.cancelDialog.description')}
      onClose={onClose}
      onSubmit={form.submit(async (value) => {
        await onSubmit(value);
        onClose();
      })}
      formRef={form.formRef}
      submitLabel={t('sellerOrders.cancelDialog.submit')}
      closeLabel={t('sellerOrders.cancelDialog.keep')}
      busy={form.formState.isSubmitting}
      serverError={form.formError}
      danger
    >
      <TextArea
        label={t('sellerOrders.cancelDialog.reason')}
        {...form.register('reason')}
        maxLength={L.cancelReasonMax}
        error={form.fieldError('reason')}
        required
      />
    </DialogForm>
  );
}

/**
 * Hands the parcel over. The way is the one the buyer chose at checkout (the API refuses any
 * other): a carrier (GHN, GHTK) gets a shipment order; the shop delivering itself must give
 * the waybill code the buyer will see.
 */
export function ShipDialog({
  code,
  method,
  onClose,
  onSubmit,
}: DialogProps<ShipChoice> & { code: string; method: ShipChoice['method'] }) {
  const t = useT();
  const form = useSchemaForm(handOverSchema, {
    defaultValues: { method, waybillCode: '' },
    required: SHIP_WORDS,
  });
  return (
    <DialogForm
      title={t('sellerOrders.shipDialog.title', { code })}
      onClose={onClose}
      onSubmit={form.submit(async (value) => {
        await onSubmit(value.method === 'self' ? value : { method: value.method });
        onClose();
      })}
      formRef={form.formRef}
      submitLabel={t('sellerOrders.shipDialog.submit')}
      closeLabel={t('sellerOrders.shipDialog.close')}
      busy={form.formState.isSubmitting}
      serverError={form.formError}
    >
      <p>
        {t('sellerOrders.shipDialog.method')}:{' '}
        <strong>
          {method === 'self' ? t('sellerOrders.shipDialog.self') : t(`sellerOrders.shipping.${method}`)}
        </strong>
      </p>
      {method === 'self' ? (
        <TextField
          label={t('sellerOrders.shipDialog.waybill')}
          {...form.register('waybillCode')}
          maxLength={WAYBILL_MAX}
          error={form.fieldError('waybillCode')}
          required
          autoComplete="off"
          data-autofocus
        />
      ) : (
        <p className={styles.muted}>{t('sellerOrders.shipDialog.carrierHint')}</p>
      )}
    </DialogForm>
  );
}

export function NoteDialog({
  code,
  initial,
  onClose,
  onSubmit,
}: DialogProps<NoteValue> & { code: string; initial: string }) {
  const t = useT();
  const form = useSchemaForm(sellerNoteSchema, { defaultValues: { note: initial } });
  const note = form.watch('note');
  return (
    <DialogForm
      title={t('sellerOrders.noteDialog.title', { code })}
      onClose={onClose}
      onSubmit={form.submit(async (value) => {
        await onSubmit(value);
        onClose();
      })}
      formRef={form.formRef}
      submitLabel={t('sellerOrders.noteDialog.save')}
      closeLabel={t('sellerOrders.noteDialog.close')}
      busy={form.formState.isSubmitting}
      serverError={form.formError}
    >
      <TextArea
        label={t('sellerOrders.noteDialog.label')}
        {...form.register('note')}
        maxLength={L.noteMax}
        error={form.fieldError('note')}
        hint={t('sellerOrders.noteDialog.counter', { count: Array.from(note).length, max: L.noteMax })}
      />
    </DialogForm>
  );
}

export function RatingDialog({ onClose, onSubmit }: DialogProps<RatingValue>) {
  const t = useT();
  const form = useSchemaForm(buyerRatingSchema, {
    defaultValues: { comment: '' },
    required: RATING_WORDS,
  });
  const comment = form.watch('comment') ?? '';
  const options = [5, 4, 3, 2, 1].map((n) => ({
    value: String(n),
    label: t('sellerOrders.ratingDialog.star', { count: n }),
  }));
  return (
    <DialogForm
      title={t('sellerOrders.ratingDialog.title')}
      onClose={onClose}
      onSubmit={form.submit(async (value) => {
        await onSubmit(value);
        onClose();
      })}
      formRef={form.formRef}
      submitLabel={t('sellerOrders.ratingDialog.submit')}
      closeLabel={t('sellerOrders.ratingDialog.close')}
      busy={form.formState.isSubmitting}
      serverError={form.formError}
    >
      <Controller
        control={form.control}
        name="stars"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('sellerOrders.ratingDialog.stars')}
            name="buyer-stars"
            value={field.value ? String(field.value) : ''}
            onChange={(value) => field.onChange(Number(value))}
            options={options}
            direction="horizontal"
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <TextArea
        label={t('sellerOrders.ratingDialog.comment')}
        {...form.register('comment')}
        maxLength={L.buyerRatingCommentMax}
        error={form.fieldError('comment')}
        hint={t('sellerOrders.noteDialog.counter', {
          count: Array.from(comment).length,
          max: L.buyerRatingCommentMax,
        })}
      />
    </DialogForm>
  );
}
