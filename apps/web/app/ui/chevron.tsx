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

/** The chevron at the end of a row that opens a page (menus, tool lists); decorative. */
export function RowChevron({ className, size = 18 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M7.5 4.5L13 10l-5.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
