/**
 * The shell's line icons (24px grid, stroke follows currentColor). Decorative: the control
 * around each one carries the accessible name.
 */
type IconName = 'home' | 'grid' | 'community' | 'cart' | 'user' | 'search' | 'globe' | 'chevron' | 'download';

const PATHS: Record<IconName, string[]> = {
  home: ['M3 10.5L12 3l9 7.5', 'M5 9v11h5v-6h4v6h5V9'],
  grid: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  community: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5',
    'M16 4.3a3.5 3.5 0 0 1 0 6.4',
    'M18 14.8c1.9.7 3.1 2.4 3.5 5.2',
  ],
  cart: [
    'M3 4h2.2l2.3 11h10.8l2.2-8H6.3',
    'M9 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
    'M18 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c.8-4 4-6 8-6s7.2 2 8 6'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'],
  globe: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3 12h18',
    'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  ],
  chevron: ['M6 9l6 6 6-6'],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'],
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
