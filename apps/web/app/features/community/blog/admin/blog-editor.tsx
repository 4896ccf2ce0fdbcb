import type { AdminBlogArticleView, BlogCategoryView } from '@cho-dep/api/community/blog/blog-schemas';
import {
  blogArticleInputSchema,
  blogExcerptOf,
  blogReadingMinutes,
} from '@cho-dep/core/community/blog-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { useFormErrors } from '../../../../lib/use-form-errors';
import { AdminPage } from '../../../../ui/admin-page';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FormErrorSummary } from '../../../../ui/form-error-summary';
import { PictureUploadField } from '../../../../ui/picture-upload-field/picture-upload-field';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { useToast } from '../../../../ui/toast';
import { BlogArticleView } from '../blog-article-screen';
import { BLOG_ADMIN_PATH, saveBlogArticle, uploadBlogPicture } from './blog-admin-api';
import { BlogBlockRow } from './blog-block-row';
import styles from './blog-editor.module.css';
import { BlogProductPicker } from './blog-product-picker';
import { toInputBlocks } from './editor-blocks';
import { PublishChoice, type PublishMode } from './publish-choice';
import { useEditorBlocks } from './use-editor-blocks';

const B = LIMITS.blog;
const COVER = { width: LIMITS.banner.coverMinWidth * 2, height: LIMITS.banner.coverMinHeight * 2 };

function modeOf(initial: AdminBlogArticleView | null): PublishMode {
  if (!initial) return 'now';
  return initial.phase === 'scheduled' ? 'schedule' : initial.phase === 'draft' ? 'draft' : 'now';
}

/**
 * /quan-tri/blog/tao and /cap-nhat/{id}: title, cover, category and the body as blocks
 * (paragraphs, headings, pictures, product cards picked by search), then publish now, at a time
 * or keep as a draft. The preview shows the article as readers will see it.
 */
export function BlogEditor({
  initial,
  categories,
  now,
}: {
  initial: AdminBlogArticleView | null;
  categories: readonly BlogCategoryView[];
  now: string;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [categoryId, setCategoryId] = useState(initial?.categoryId ?? '');
  const [cover, setCover] = useState(
    initial?.coverKey && initial.cover ? { key: initial.coverKey, url: initial.cover.url } : null,
  );
  const [coverError, setCoverError] = useState<string>();
  const blocks = useEditorBlocks(initial?.blocks ?? []);
  const [mode, setMode] = useState<PublishMode>(modeOf(initial));
  const [publishAt, setPublishAt] = useState(() =>
    toVietnamLocal(initial?.publishAt ?? new Date(new Date(now).getTime() + 86_400_000)),
  );
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const input = () => ({
    title,
    categoryId: categoryId || null,
    coverKey: cover?.key ?? null,
    blocks: toInputBlocks(blocks.list),
    status: mode === 'draft' ? 'draft' : 'published',
    publishAt:
      mode === 'schedule'
        ? fromVietnamLocal(publishAt)
        : mode === 'now' && initial?.phase === 'published'
          ? initial.publishAt
          : null,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(blogArticleInputSchema, input());
    if (!value) return;
    let savedId: string | null = null;
    const ok = await errors.run(async () => {
      savedId = (await saveBlogArticle(initial?.id ?? null, value)).id;
    });
    if (!ok || !savedId) return;
    toast.show(t('blog.editor.saved'), 'success');
    navigate(BLOG_ADMIN_PATH);
  }

  async function addPicture(file: File) {
    setUploading(true);
    try {
      const picture = await uploadBlogPicture('body', file);
      blocks.add({ type: 'image', key: picture.key, url: picture.url, srcSet: '', caption: '' });
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
    } finally {
      setUploading(false);
    }
  }

  const category = categories.find((c) => c.id === categoryId) ?? null;
  return (
    <AdminPage
      title={t(initial ? 'blog.meta.edit' : 'blog.meta.create')}
      description={t('blog.admin.description')}
      withBreadcrumb
    >
      <form ref={errors.formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form && <Alert>{errors.form}</Alert>}
        <FormErrorSummary errors={errors} />
        <TextField
          label={t('blog.editor.title')}
          hint={t('blog.editor.titleHint', { min: B.titleMin, max: B.titleMax })}
          value={title}
          maxLength={B.titleMax}
          error={errors.fields.title}
          onChange={(event) => {
            setTitle(event.target.value);
            errors.clear('title');
          }}
          required
        />
        <SelectField
          label={t('blog.editor.category')}
          value={categoryId}
          options={[
            { value: '', label: t('blog.editor.noCategory') },
            ...categories.map((c) => ({ value: c.id, label: c.name })),
          ]}
          error={errors.fields.categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        />
        <PictureUploadField
          label={t('blog.editor.cover')}
          hint={t('blog.editor.coverHint', {
            width: LIMITS.banner.coverMinWidth,
            height: LIMITS.banner.coverMinHeight,
          })}
          url={cover?.url ?? null}
          width={COVER.width}
          height={COVER.height}
          error={coverError ?? errors.fields.coverKey}
          upload={(file) => uploadBlogPicture('cover', file)}
          onUploaded={(picture) => {
            setCover(picture);
            setCoverError(undefined);
            errors.clear('coverKey');
          }}
          onError={setCoverError}
        />
        <section className={styles.bodySection} aria-labelledby="blog-body">
          <h2 id="blog-body" className={styles.sectionTitle}>
            {t('blog.editor.body')}
          </h2>
          {errors.fields.blocks && <Alert>{errors.fields.blocks}</Alert>}
          {blocks.list.length === 0 && <p className={styles.hint}>{t('blog.editor.blocksEmpty')}</p>}
          <ol className={styles.blocks}>
            {blocks.list.map((block, index) => (
              <BlogBlockRow
                key={block.uid}
                block={block}
                index={index}
                count={blocks.list.length}
                error={
                  errors.fields[`blocks.${index}.text`] ??
                  errors.fields[`blocks.${index}.key`] ??
                  errors.fields[`blocks.${index}.caption`] ??
                  errors.fields[`blocks.${index}.productId`]
                }
                onChange={(next) => blocks.replace(index, next)}
                onMove={(step) => blocks.move(index, step)}
                onRemove={() => blocks.remove(index)}
              />
            ))}
          </ol>
          <div className={styles.addBar}>
            <Button size="sm" variant="secondary" onClick={() => blocks.add({ type: 'paragraph', text: '' })}>
              + {t('blog.editor.kind.paragraph')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => blocks.add({ type: 'heading', text: '' })}>
              + {t('blog.editor.kind.heading')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={uploading}
              onClick={() => fileRef.current?.click()}
            >
              + {t('blog.editor.kind.image')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={blocks.productIds.size >= B.productsMax}
              onClick={() => setPicking(true)}
            >
              + {t('blog.editor.kind.product')}
            </Button>
            <input
              ref={fileRef}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-label={t('blog.editor.kind.image')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void addPicture(file);
              }}
            />
          </div>
        </section>
        <PublishChoice
          mode={mode}
          onMode={setMode}
          publishAt={publishAt}
          onPublishAt={setPublishAt}
          error={errors.fields.publishAt}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setPreview((open) => !open)} aria-expanded={preview}>
            {t(preview ? 'blog.editor.closePreview' : 'blog.editor.preview')}
          </Button>
          <Button type="submit" loading={errors.busy} data-testid="blog-save">
            {t(
              mode === 'draft'
                ? 'blog.editor.saveDraft'
                : mode === 'schedule'
                  ? 'blog.editor.saveScheduled'
                  : 'blog.editor.publish',
            )}
          </Button>
        </div>
      </form>
      {preview && (
        <section className={styles.preview} aria-label={t('blog.editor.preview')}>
          <BlogArticleView
            article={{
              id: initial?.id ?? 'preview',
              title: title || t('blog.editor.title'),
              excerpt: blogExcerptOf(toInputBlocks(blocks.list)),
              cover: cover ? { url: cover.url, srcSet: '' } : null,
              category,
              authorName: initial?.authorName ?? null,
              readingMinutes: blogReadingMinutes(toInputBlocks(blocks.list)),
              publishedAt: mode === 'schedule' ? fromVietnamLocal(publishAt) : null,
              updatedAt: now,
              blocks: blocks.list,
            }}
          />
        </section>
      )}
      {picking && (
        <BlogProductPicker
          chosen={blocks.productIds}
          onClose={() => setPicking(false)}
          onPick={(product) => {
            blocks.add({ type: 'product', productId: product.id, product });
            setPicking(false);
          }}
        />
      )}
    </AdminPage>
  );
}
