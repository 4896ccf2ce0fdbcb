import { LIMITS } from '@cho-dep/core/constants/limits';
import { useId } from 'react';
import { useT } from '../../../../lib/i18n';
import { Button } from '../../../../ui/button';
import fieldStyles from '../../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../../ui/field-frame';
import { Price } from '../../../../ui/price';
import { TextField } from '../../../../ui/text-field';
import styles from './blog-editor.module.css';
import type { EditorBlock } from './editor-blocks';

const B = LIMITS.blog;

/** One block of the article in the editor: its control, and moving or removing it. */
export function BlogBlockRow({
  block,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  block: EditorBlock;
  index: number;
  count: number;
  error: string | undefined;
  onChange: (block: EditorBlock) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const textId = useId();
  const ids = useFieldIds(textId, undefined, error);
  return (
    <li className={styles.block} data-testid={`blog-block-${block.type}`}>
      <div className={styles.blockHead}>
        <span className={styles.blockKind}>{t(`blog.editor.kind.${block.type}`)}</span>
        <span className={styles.blockTools}>
          <Button
            size="sm"
            variant="ghost"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('blog.editor.moveUp')}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('blog.editor.moveDown')}
          >
            ↓
          </Button>
          <Button size="sm" variant="ghost" onClick={onRemove}>
            {t('blog.editor.remove')}
          </Button>
        </span>
      </div>
      {block.type === 'paragraph' && (
        <FieldFrame
          ids={ids}
          label={t('blog.editor.kind.paragraph')}
          error={error}
          className={styles.hiddenLabel}
        >
          <textarea
            id={ids.controlId}
            className={`${fieldStyles.control} ${styles.textarea}`}
            value={block.text}
            maxLength={B.paragraphMax}
            rows={5}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => onChange({ ...block, text: event.target.value })}
          />
        </FieldFrame>
      )}
      {block.type === 'heading' && (
        <TextField
          label={t('blog.editor.kind.heading')}
          value={block.text}
          maxLength={B.headingMax}
          error={error}
          onChange={(event) => onChange({ ...block, text: event.target.value })}
        />
      )}
      {block.type === 'image' && (
        <div className={styles.imageBlock}>
          <img src={block.url} alt="" />
          <TextField
            label={t('blog.editor.caption')}
            value={block.caption}
            maxLength={B.captionMax}
            error={error}
            onChange={(event) => onChange({ ...block, caption: event.target.value })}
          />
        </div>
      )}
      {block.type === 'product' && (
        <div className={styles.productBlock}>
          {block.product?.imageUrl && <img src={block.product.imageUrl} alt="" width={64} height={64} />}
          <span className={styles.pickerName}>
            {block.product ? (
              <>
                {block.product.name}
                <Price price={block.product.price} salePrice={block.product.salePrice} />
              </>
            ) : (
              t('blog.article.productGone')
            )}
          </span>
          {error && <span className={styles.error}>{error}</span>}
        </div>
      )}
    </li>
  );
}
