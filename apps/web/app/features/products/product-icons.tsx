/** Line icons of the product page (24px grid, stroke follows currentColor); always decorative. */
type ProductIconName =
  | 'heart'
  | 'share'
  | 'chat'
  | 'store'
  | 'cart'
  | 'chevronLeft'
  | 'chevronRight'
  | 'ruler'
  | 'truck';

const PATHS: Record<ProductIconName, string[]> = {
  heart: ['M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z'],
  share: ['M12 3v12', 'M7.5 7.5L12 3l4.5 4.5', 'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 10h8', 'M8 13h5'],
  store: [
    'M4 9l1.5-5h13L20 9',
    'M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0',
    'M5 11v9h14v-9',
    'M10 20v-5h4v5',
  ],
  cart: [
    'M3 4h2.2l2.3 11h10.8l2.2-8H6.3',
    'M9 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
    'M18 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ],
  chevronLeft: ['M15 5l-7 7 7 7'],
  chevronRight: ['M9 5l7 7-7 7'],
  ruler: ['M3 16L16 3l5 5L8 21z', 'M7 12l2 2', 'M10 9l2 2', 'M13 6l2 2'],
  truck: [
    'M3 6h11v10H3z',
    'M14 10h4l3 3v3h-7',
    'M7 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    'M17 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  ],
};

export function ProductIcon({
  name,
  size = 20,
  filled = false,
}: {
  name: ProductIconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
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
