import { LineIcon } from '../../ui/line-icon';

const PATHS = {
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  store: (
    <>
      <path d="M4 9l1.5-5h13L20 9" />
      <path d="M4 9a2.7 2.7 0 005.3 0 2.7 2.7 0 005.4 0 2.7 2.7 0 005.3 0" />
      <path d="M5 11v9h14v-9M10 20v-5h4v5" />
    </>
  ),
  truck: (
    <>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  ticket: (
    <>
      <path d="M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4z" />
      <path d="M9 6v12" strokeDasharray="2 2" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7h15a1 1 0 011 1v10a1 1 0 01-1 1H5a1 1 0 01-1-1z" />
      <path d="M4 7l11-3v3M16 13h.5" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  cross: <path d="M7 7l10 10M17 7L7 17" />,
} as const;

export type CheckoutIconName = keyof typeof PATHS;

export function CheckoutIcon({ name, size = 20 }: { name: CheckoutIconName; size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={1.9}>
      {PATHS[name]}
    </LineIcon>
  );
}
