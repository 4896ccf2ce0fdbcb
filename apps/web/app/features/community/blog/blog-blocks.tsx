import type { BlogBlockView } from '@cho-dep/api/community/blog/blog-schemas';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { buttonClassName } from '../../../ui/button';
import { Price } from '../../../ui/price';
import styles from './blog.module.css';

type ProductBlock = Extract<BlogBlockView, { type: 'product' }>;

/** An embedded product: its live picture, name and price, opening the product page. */
function ProductBlockCard({ block }: { block: ProductBlock }) {
  const t = useT();
  const product = block.product;
  if (!product) {
    return <p className={styles.productGone}>{t('blog.article.productGone')}</p>;
  }
  const href = `/san-pham/${product.id}?position=Blog`;
  return (
    <Link to={href} className={styles.productCard} data-testid="blog-product-card">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt="" width={400} height={400} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.productPicture} aria-hidden="true" />
      )}
      <span className={styles.productBody}>
        <span className={styles.productShop}>{product.shopName}</span>
        <span className={styles.productName}>{product.name}</span>
        <Price price={product.price} salePrice={product.salePrice} />
        <span className={buttonClassName({ size: 'sm', variant: 'secondary' })}>
          {t('blog.article.shopNow')}
        </span>
      </span>
    </Link>
  );
}

/**
 * An article's body, block by block. Text is rendered as React text (escaped), never as HTML:
 * whatever the editor typed, a script included, is shown and never run (decision 046).
 */
export function BlogBlocks({ blocks }: { blocks: readonly BlogBlockView[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'image':
            return (
              <figure key={key} className={styles.figure}>
                <img
                  src={block.url}
                  srcSet={block.srcSet}
                  sizes="(min-width: 760px) 720px, 100vw"
                  alt={block.caption}
                  loading="lazy"
                  decoding="async"
                />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          case 'product':
            return <ProductBlockCard key={key} block={block} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
