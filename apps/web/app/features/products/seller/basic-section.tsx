import { LIMITS } from '@cho-dep/core/constants/limits';
import { useT } from '../../../lib/i18n';
import fieldStyles from '../../../ui/field.module.css';
import { CountedField, FormSection } from './form-bits';
import { ImageListPicker, VideoPicker } from './media-picker';
import { type CategoryChoice, CategoryPicker } from './product-form-fields';
import { useProductErrors, useProductField } from './product-form-state';
import { uploadProductMedia } from './products-api';

const P = LIMITS.product;

/** What the product is: its pictures and video, name, category, description and its pictures. */
export function BasicSection({ categories }: { categories: CategoryChoice[] }) {
  const t = useT();
  const errors = useProductErrors();
  const [images, setImages] = useProductField('images');
  const [video, setVideo] = useProductField('video', 'videoKey');
  const [name, setName] = useProductField('name');
  const [categoryId, setCategoryId] = useProductField('categoryId');
  const [description, setDescription] = useProductField('description');
  const [descriptionImages, setDescriptionImages] = useProductField(
    'descriptionImages',
    'descriptionImageKeys',
  );
  return (
    <FormSection id="basic" title={t('sellerProducts.sections.basic')}>
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>
          {t('sellerProducts.fields.images')}
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        </span>
        <ImageListPicker
          label={t('sellerProducts.fields.images')}
          images={images}
          onChange={setImages}
          upload={uploadProductMedia}
          error={errors.images ?? firstIndexed(errors, 'images')}
          max={P.imagesMax}
          cover
        />
      </div>
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{t('sellerProducts.fields.video')}</span>
        <VideoPicker video={video} onChange={setVideo} upload={uploadProductMedia} error={errors.videoKey} />
      </div>
      <CountedField
        name="name"
        label={t('sellerProducts.fields.name')}
        value={name}
        onChange={setName}
        min={P.nameMin}
        max={P.nameMax}
        error={errors.name}
        placeholder={t('sellerProducts.fields.namePlaceholder')}
        required
      />
      <CategoryPicker
        categories={categories}
        value={categoryId}
        onChange={setCategoryId}
        error={errors.categoryId}
      />
      <CountedField
        name="description"
        label={t('sellerProducts.fields.description')}
        value={description}
        onChange={setDescription}
        min={P.descriptionMin}
        max={P.descriptionMax}
        error={errors.description}
        placeholder={t('sellerProducts.fields.descriptionPlaceholder')}
        multiline
        required
      />
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{t('sellerProducts.fields.descriptionImages')}</span>
        <ImageListPicker
          label={t('sellerProducts.fields.descriptionImages')}
          images={descriptionImages}
          onChange={setDescriptionImages}
          upload={uploadProductMedia}
          error={errors.descriptionImageKeys}
          max={P.descriptionImagesMax}
        />
      </div>
    </FormSection>
  );
}

/** The first message under a list's items ("images.2": a duplicate picture). */
function firstIndexed(fields: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(fields).find((k) => k.startsWith(`${prefix}.`));
  return key ? fields[key] : undefined;
}
