import { formatVnd } from '@cho-dep/core/format/money';
import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { livePinInputSchema } from '@cho-dep/core/live/live-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { type LivePin, pinToLive, type SellerLive } from './live-studio-api';

type FeaturedProduct = SellerLive['products'][number];
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Pinning a product: an optional live-only price and how many minutes it lasts (the viewers'
 * countdown), checked with the schema the API uses; the API's refusals (not below today's
 * price, over 80 % off, already in a program) land under the price box.
 */
export function PinProductDialog({
  liveId,
  product,
  onPinned,
  onClose,
}: {
  liveId: string;
  product: FeaturedProduct;
  onPinned: (pin: LivePin) => void;
  onClose: () => void;
}) {
  const t = useT();
  const errors = useFormErrors();
  const [price, setPrice] = useState('');
  const [minutes, setMinutes] = useState('15');
  const L = LIVE_LIMITS;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const withPrice = price.trim() !== '';
    const value = errors.validate(livePinInputSchema, {
      kind: 'product',
      productId: product.card.id,
      livePrice: withPrice ? Number(price) : null,
      livePriceMinutes: withPrice ? Number(minutes) : null,
    });
    if (!value) return;
    await errors.run(async () => onPinned(await pinToLive(liveId, value)));
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('sellerLive.studio.pinTitle', { name: product.card.name })}
      footer={
        <Button type="submit" form="live-pin-form" loading={errors.busy} data-testid="studio-pin-confirm">
          {t('sellerLive.studio.pinConfirm')}
        </Button>
      }
    >
      <form id="live-pin-form" ref={errors.formRef} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form && <Alert>{errors.form}</Alert>}
        <TextField
          label={t('sellerLive.studio.livePrice')}
          hint={t('sellerLive.studio.livePriceHint', {
            price: formatVnd(product.card.salePrice ?? product.card.price),
          })}
          value={price}
          inputMode="numeric"
          error={errors.fields.livePrice}
          onChange={(event) => {
            setPrice(digits(event.target.value));
            errors.clear('livePrice');
          }}
          data-testid="studio-pin-price"
        />
        <TextField
          label={t('sellerLive.studio.minutes')}
          hint={t('sellerLive.studio.minutesHint', {
            min: L.livePriceMinMinutes,
            max: L.livePriceMaxMinutes,
          })}
          value={minutes}
          inputMode="numeric"
          disabled={price.trim() === ''}
          error={errors.fields.livePriceMinutes}
          onChange={(event) => {
            setMinutes(digits(event.target.value));
            errors.clear('livePriceMinutes');
          }}
          data-testid="studio-pin-minutes"
        />
      </form>
    </Modal>
  );
}
