import type { SellerBanner } from '@cho-dep/api/banners/seller-banner-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { BANNER_TYPES, bannerInputSchema, vietnamDay } from '@cho-dep/core/marketing/banner-input-schema';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Button } from '../../ui/button';
import { PictureUploadField } from '../../ui/picture-upload-field/picture-upload-field';
import { SelectField } from '../../ui/select-field';
import { SellerFormFrame } from '../../ui/seller-form-frame';
import { ProductListField } from '../../ui/shop-product-picker/product-list-field';
import { usePickedProducts } from '../../ui/shop-product-picker/use-picked-products';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { saveBanner, uploadBannerPicture } from './banner-api';
import { BANNERS_HREF } from './banner-list';
import styles from './seller-banners.module.css';

const B = LIMITS.banner;
/** Upload errors come back on `image` / `cover`; they show under the picture fields. */
const RENAME = { image: 'imageKey', cover: 'coverKey' };

type Picture = { key: string; url: string } | null;

/** /ban-hang/quan-ly-banner/tao and /cap-nhat/{id}: every field of a banner, checked with the API's schema. */
export function BannerForm({ initial }: { initial: SellerBanner | null }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors({ rename: RENAME });
  const [title, setTitle] = useState(initial?.title ?? '');
  const [type, setType] = useState<string>(initial?.type ?? '');
  const [startDate, setStartDate] = useState(initial?.startDate ?? '');
  const [endDate, setEndDate] = useState(initial?.endDate ?? '');
  const [link, setLink] = useState(initial?.link ?? '');
  const [image, setImage] = useState<Picture>(
    initial ? { key: initial.imageKey, url: initial.imageUrl } : null,
  );
  const [cover, setCover] = useState<Picture>(
    initial?.coverKey && initial.coverUrl ? { key: initial.coverKey, url: initial.coverUrl } : null,
  );
  const products = usePickedProducts(initial?.products ?? [], B.productsMax);
  const [uploadErrors, setUploadErrors] = useState<{ imageKey?: string; coverKey?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setUploadErrors({});
    const value = errors.validate(bannerInputSchema, {
      title,
      type: type || undefined,
      startDate,
      endDate,
      link,
      imageKey: image?.key ?? '',
      coverKey: cover?.key ?? null,
      productIds: products.items.map((p) => p.id),
    });
    if (!value) return;
    let savedId: string | null = null;
    const ok = await errors.run(async () => {
      savedId = (await saveBanner(initial?.id ?? null, value)).data.id;
    });
    if (!ok || !savedId) return;
    toast.show(t(initial ? 'sellerBanners.done.saved' : 'sellerBanners.done.created'), 'success');
    navigate(`${BANNERS_HREF}/chi-tiet/${savedId}`);
  }

  const today = vietnamDay(new Date());
  const field = (name: string) => {
    errors.clear(name);
  };

  return (
    <SellerFormFrame
      ns="sellerBanners"
      editing={initial !== null}
      backHref={BANNERS_HREF}
      errors={errors}
      onSubmit={(event) => void submit(event)}
      outside={products.picker}
    >
      <section className={styles.panel}>
        <TextField
          label={t('sellerBanners.form.title')}
          hint={t('sellerBanners.form.titleHint', { min: B.titleMin, max: B.titleMax })}
          value={title}
          maxLength={B.titleMax}
          required
          error={errors.fields.title}
          onChange={(event) => {
            setTitle(event.target.value);
            field('title');
          }}
        />
        <SelectField
          label={t('sellerBanners.form.type')}
          placeholder={t('sellerBanners.form.typePlaceholder')}
          options={BANNER_TYPES.map((value) => ({ value, label: t(`sellerBanners.type.${value}`) }))}
          value={type}
          required
          error={errors.fields.type}
          onChange={(event) => {
            setType(event.target.value);
            field('type');
          }}
        />
        <div className={styles.dates}>
          <TextField
            type="date"
            label={t('sellerBanners.form.startDate')}
            value={startDate}
            required
            error={errors.fields.startDate}
            onChange={(event) => {
              setStartDate(event.target.value);
              field('startDate');
            }}
          />
          <TextField
            type="date"
            label={t('sellerBanners.form.endDate')}
            value={endDate}
            min={today}
            required
            error={errors.fields.endDate}
            onChange={(event) => {
              setEndDate(event.target.value);
              field('endDate');
            }}
          />
        </div>
        <p className={styles.hint}>{t('sellerBanners.form.datesHint')}</p>
        <TextField
          type="url"
          inputMode="url"
          label={t('sellerBanners.form.link')}
          hint={t('sellerBanners.form.linkHint')}
          value={link}
          maxLength={B.linkMax}
          required
          error={errors.fields.link}
          onChange={(event) => {
            setLink(event.target.value);
            field('link');
          }}
        />
      </section>
      <section className={styles.panel}>
        <PictureUploadField
          label={t('sellerBanners.form.image')}
          hint={t('sellerBanners.form.imageHint', {
            width: B.width,
            height: B.height,
            maxMb: LIMITS.upload.imageMaxBytes / 1024 / 1024,
          })}
          url={image?.url ?? null}
          width={B.width}
          height={B.height}
          error={uploadErrors.imageKey ?? errors.fields.imageKey}
          upload={(file) => uploadBannerPicture('image', file)}
          onUploaded={(picture) => {
            setImage(picture);
            setUploadErrors((current) => ({ ...current, imageKey: undefined }));
            field('imageKey');
          }}
          onError={(message) => setUploadErrors((current) => ({ ...current, imageKey: message }))}
        />
        <PictureUploadField
          label={t('sellerBanners.form.cover')}
          hint={t('sellerBanners.form.coverHint', { width: B.coverMinWidth, height: B.coverMinHeight })}
          url={cover?.url ?? null}
          width={600}
          height={200}
          error={uploadErrors.coverKey ?? errors.fields.coverKey}
          upload={(file) => uploadBannerPicture('cover', file)}
          onUploaded={(picture) => {
            setCover(picture);
            setUploadErrors((current) => ({ ...current, coverKey: undefined }));
            field('coverKey');
          }}
          onError={(message) => setUploadErrors((current) => ({ ...current, coverKey: message }))}
        />
        {cover && (
          <div>
            <Button size="sm" variant="ghost" onClick={() => setCover(null)}>
              {t('sellerBanners.form.removeCover')}
            </Button>
          </div>
        )}
      </section>
      <ProductListField
        id="banner-products"
        ns="sellerBanners"
        max={B.productsMax}
        errors={errors.fields}
        {...products.list}
      />
    </SellerFormFrame>
  );
}
