import type { ReactNode } from 'react';

/**
 * The frame of our line icons: a 24-unit grid drawn with the current text colour, hidden from
 * screen readers (the control around it carries the name). Icons give only their paths.
 */
export function LineIcon({
  size = 18,
  strokeWidth = 1.8,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
