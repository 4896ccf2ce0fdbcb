import { LineIcon } from './line-icon';

/** A thin chevron for pagers and carousels; decorative (the control carries the name). */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon strokeWidth={2}>
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
