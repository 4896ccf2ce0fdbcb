import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  padded?: boolean;
  raised?: boolean;
}

/** A white surface with a soft border: groups related content. */
export function Card({ as: Tag = 'div', padded = true, raised = false, className, ...rest }: CardProps) {
  const classes = [styles.card, padded && styles.padded, raised && styles.raised, className]
    .filter(Boolean)
    .join(' ');
  return <Tag {...rest} className={classes} />;
}
