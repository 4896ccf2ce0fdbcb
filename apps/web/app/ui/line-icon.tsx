import type { ReactNode } from 'react';

/**
 * The frame of our line icons: a 24-unit grid drawn with the current text colour, hidden from
 * screen readers (the control around it carries the name). Icons give only their paths.
 */
export function LineIcon({
  size = 18,
  strokeWidth = 1.8,
  round = false,
  className,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  /** Round line ends and corners, for icons drawn as one open path. */
  round?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
