import { POST_KINDS, POST_KINDS_NEEDING_MEDIA, postInputSchema } from '@cho-dep/core/community/post-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { showOnNextPage } from '../../../ui/toast';
import { BodyFields } from './body-fields';
import shared from './compose.module.css';
import { publishPost, saveEditedPost } from './compose-api';
import styles from './compose-screen.module.css';
import { mentionsStillIn } from './compose-text';
import {
  type ComposeExtras,
  type ComposeValues,
  emptyComposeValues,
  emptyExtras,
  mentionKey,
  tagLabelKey,
} from './compose-types';
import { ContentField, type MentionChoice } from './content-field';
import { MediaField } from './media-field';
import { moveItem, tagsAfterMove, tagsAfterRemove } from './picture-order';
import { ProductPickSheet } from './product-pick-sheet';
import { editPictureRoom, type PostMedia, replacementsUsed } from './replacements';
import { TagEditor } from './tag-editor';
import { useComposeMedia } from './use-compose-media';
import { clearPostDraft, usePostDraft } from './use-post-draft';

const P = LIMITS.post;

export type ComposeMode =
  | { kind: 'create' }
  /** `published`: the post's media as published, for the replacement limit. */
  | { kind: 'edit'; postId: string; published: PostMedia };

export interface ComposeScreenProps {
  mode: ComposeMode;
  initial: { values: ComposeValues; extras: ComposeExtras };
  author: { name: string; avatarUrl: string | null };
  /** The author's height and weight from their profile, or null when not entered. */
  measurements: { heightCm: number; weightKg: number } | null;
  /** The author's approved shop, when they may post as it. */
  shop: { id: string; name: string } | null;
}

/** The first message anywhere under a field's errors (the API may name `productTags.1.variantId`). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** The filter's refusal belongs to the text: shown under it, not as a form-wide message. */
function placed(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'CONTENT_INAPPROPRIATE' && error.fields.length === 0) {
    return new ApiError(error.status, error.code, error.message, [
      { path: 'content', message: error.message },
    ]);
  }
  return error;
}

/**
 * Writing a post, as a social app's composer: what kind of post, the text with #hashtags and
 * @mentions, pictures or one video, product pins on the pictures, the body facts, then
 * "Đăng". A new post's draft is kept in the browser until published; an edit starts from the
 * published post and says how many pictures may be replaced.
 */
export function ComposeScreen({ mode, initial, author, measurements, shop }: ComposeScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const editing = mode.kind === 'edit';
  const form = useSchemaForm(postInputSchema, { defaultValues: initial.values });
  const { setValue, getValues } = form;
  const [extras, setExtras] = useState<ComposeExtras>(initial.extras);
  const [active, setActive] = useState(0);
  const [tagPoint, setTagPoint] = useState<{ imageIndex: number; x: number; y: number } | null>(null);
  const values = form.watch() as ComposeValues;

  const set = useCallback(
    <K extends keyof ComposeValues>(name: K, value: ComposeValues[K]) =>
      setValue(name, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    [setValue, form.formState.isSubmitted],
  );
  const current = () => getValues() as ComposeValues;

  const draft = usePostDraft({
    enabled: !editing,
    values,
    extras,
    restore: (kept) => {
      form.reset(kept.values);
      setExtras(kept.extras);
    },
  });

  const roomFor = (media: PostMedia) =>
    editing ? editPictureRoom(mode.published, media) : P.imagesMax - media.imageKeys.length;
  const media = useComposeMedia({
    pictureCount: () => current().imageKeys.length,
    pictureRoom: () => roomFor(current()),
    hasVideo: () => current().videoKey !== null,
    onPicture: (uploaded) => {
      setExtras((e) => ({ ...e, pictures: { ...e.pictures, [uploaded.key]: uploaded.previewUrl } }));
      set('imageKeys', [...current().imageKeys, uploaded.key].slice(0, P.imagesMax));
    },
    onVideo: (video) => {
      setExtras((e) => ({ ...e, video }));
      set('videoKey', video.key);
    },
  });

  const pictures = values.imageKeys.map((key) => ({ key, url: extras.pictures[key] ?? '' }));
  const tagCounts = pictures.map(
    (_, index) => values.productTags.filter((tag) => tag.imageIndex === index).length,
  );
  const used = editing ? replacementsUsed(mode.published, values) : 0;

  const removePicture = (index: number) => {
    const now = current();
    set('productTags', tagsAfterRemove(now.productTags, index));
    set(
      'imageKeys',
      now.imageKeys.filter((_, i) => i !== index),
    );
    setActive((a) => Math.max(0, a > index ? a - 1 : Math.min(a, now.imageKeys.length - 2)));
  };
  const movePicture = (from: number, to: number) => {
    const now = current();
    set('imageKeys', moveItem(now.imageKeys, from, to));
    set('productTags', tagsAfterMove(now.productTags, from, to));
    if (active === from) setActive(to);
  };

  const changeText = (text: string) => {
    set('content', text);
    const named = current().mentions.map((m) => ({ ...m, name: extras.mentionNames[mentionKey(m)] ?? '' }));
    const kept = mentionsStillIn(text, named).map(({ kind, id }) => ({ kind, id }));
    if (kept.length !== named.length) set('mentions', kept);
    // The live check of the shared schema: over 300 characters its message shows at once.
    if (text.length > P.contentMax || form.formState.errors.content) void form.trigger('content');
  };
  const addMention = (mention: MentionChoice) => {
    setExtras((e) => ({ ...e, mentionNames: { ...e.mentionNames, [mentionKey(mention)]: mention.name } }));
    const now = current().mentions;
    if (!now.some((m) => m.kind === mention.kind && m.id === mention.id) && now.length < P.mentionsMax) {
      set('mentions', [...now, { kind: mention.kind, id: mention.id }]);
    }
  };

  const discardDraft = () => {
    draft.discard();
    form.reset(emptyComposeValues());
    setExtras(emptyExtras());
    setActive(0);
  };

  const onSubmit = form.submit(async (parsed) => {
    const body: ComposeValues = {
      kind: parsed.kind,
      content: parsed.content,
      imageKeys: parsed.imageKeys,
      videoKey: parsed.videoKey ?? null,
      productTags: parsed.productTags.map((tag) => ({ ...tag, variantId: tag.variantId ?? null })),
      mentions: parsed.mentions,
      bodyShape: parsed.bodyShape ?? null,
      shareMeasurements: parsed.shareMeasurements,
      asShop: parsed.asShop,
    };
    let saved: { id: string };
    try {
      saved = editing ? await saveEditedPost(mode.postId, body) : await publishPost(body);
    } catch (error) {
      throw placed(error);
    }
    if (!editing) {
      draft.stop();
      clearPostDraft();
    }
    // Toasts belong to the page they are shown on: say it on the post's page.
    showOnNextPage(t(editing ? 'compose.saved' : 'compose.published'), 'success');
    await navigate(`/post/${saved.id}`);
  });

  const needsMedia = POST_KINDS_NEEDING_MEDIA.includes(values.kind);
  const mediaError = media.error ?? form.fieldError('imageKeys') ?? form.fieldError('videoKey') ?? undefined;
  const tagError = firstMessage(form.formState.errors.productTags);
  const busy = media.uploading || form.formState.isSubmitting;

  return (
    <div className={styles.page}>
      <form
        id="compose-form"
        ref={form.formRef}
        className={styles.card}
        onSubmit={onSubmit}
        noValidate
        data-testid="compose-form"
      >
        <header className={styles.topBar}>
          <Link
            to={editing ? `/post/${mode.postId}` : '/cong-dong'}
            className={styles.close}
            aria-label={t('compose.close')}
          >
            ×
          </Link>
          <h1 className={styles.title}>{t(editing ? 'compose.editTitle' : 'compose.title')}</h1>
          <Button
            type="submit"
            size="sm"
            loading={form.formState.isSubmitting}
            disabled={media.uploading}
            data-testid="compose-publish"
          >
            {t(editing ? 'compose.save' : 'compose.publish')}
          </Button>
        </header>

        {draft.restored && (
          <div className={styles.restored} role="status" data-testid="compose-draft-restored">
            <span>{t('compose.draft.restored')}</span>
            <button type="button" className={shared.textButton} onClick={discardDraft}>
              {t('compose.draft.discard')}
            </button>
          </div>
        )}

        <FormErrorSummary errors={form} />

        <div className={styles.author}>
          {author.avatarUrl ? (
            <img className={styles.avatar} src={author.avatarUrl} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {author.name.slice(0, 1)}
            </span>
          )}
          <div className={styles.authorText}>
            <span className={styles.authorName}>{values.asShop && shop ? shop.name : author.name}</span>
            {shop && !editing && (
              <label className={styles.asShop}>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={values.asShop}
                  className={shared.switch}
                  checked={values.asShop}
                  onChange={(event) => set('asShop', event.target.checked)}
                />
                {t('compose.asShop', { shop: shop.name })}
              </label>
            )}
          </div>
        </div>

        <fieldset className={styles.kinds}>
          <legend className={shared.visuallyHidden}>{t('compose.kind.label')}</legend>
          {POST_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={styles.kind}
              aria-pressed={values.kind === kind}
              onClick={() => set('kind', kind)}
              data-testid={`compose-kind-${kind}`}
            >
              {t(`compose.kind.${kind}`)}
            </button>
          ))}
        </fieldset>
        <p className={shared.hint}>{t(needsMedia ? 'compose.kind.needsMedia' : 'compose.kind.textOnly')}</p>

        <ContentField
          value={values.content}
          error={form.fieldError('content')}
          placeholder={t(`compose.content.placeholder.${values.kind}`)}
          onChange={changeText}
          onMention={addMention}
        />

        <MediaField
          pictures={pictures}
          tagCounts={tagCounts}
          pending={media.pending}
          room={roomFor(values)}
          video={values.videoKey ? extras.video : null}
          error={mediaError}
          replacementNote={
            editing ? t('compose.media.replacements', { max: P.imageReplacementsMax, used }) : undefined
          }
          onPickPictures={media.addPictures}
          onPickVideo={(file) => void media.addVideo(file)}
          onMove={movePicture}
          onRemove={removePicture}
          onRemoveVideo={() => {
            set('videoKey', null);
            setExtras((e) => ({ ...e, video: null }));
          }}
        />

        {pictures.length > 0 && (
          <TagEditor
            pictures={pictures}
            tags={values.productTags}
            labels={extras.tagLabels}
            active={Math.min(active, pictures.length - 1)}
            onActive={setActive}
            onAdd={setTagPoint}
            onMoveTag={(index, x, y) =>
              set(
                'productTags',
                current().productTags.map((tag, i) => (i === index ? { ...tag, x, y } : tag)),
              )
            }
            onRemoveTag={(index) =>
              set(
                'productTags',
                current().productTags.filter((_, i) => i !== index),
              )
            }
          />
        )}
        {tagError && (
          <p className={shared.fieldError} role="alert">
            {tagError}
          </p>
        )}

        <BodyFields
          bodyShape={values.bodyShape}
          shareMeasurements={values.shareMeasurements}
          measurements={measurements}
          onBodyShape={(shape) => set('bodyShape', shape)}
          onShareMeasurements={(share) => set('shareMeasurements', share)}
        />

        {form.formError && (
          <p className={shared.formError} role="alert" data-testid="compose-form-error">
            {form.formError}
          </p>
        )}

        <div className={styles.bottomBar}>
          <Button type="submit" block loading={form.formState.isSubmitting} disabled={busy}>
            {t(editing ? 'compose.save' : 'compose.publish')}
          </Button>
        </div>
      </form>

      {tagPoint && (
        <ProductPickSheet
          onClose={() => setTagPoint(null)}
          onPick={(picked) => {
            setExtras((e) => ({
              ...e,
              tagLabels: { ...e.tagLabels, [tagLabelKey(picked.productId, picked.variantId)]: picked.label },
            }));
            set('productTags', [
              ...current().productTags,
              { productId: picked.productId, variantId: picked.variantId, ...tagPoint },
            ]);
            setTagPoint(null);
          }}
        />
      )}
    </div>
  );
}
