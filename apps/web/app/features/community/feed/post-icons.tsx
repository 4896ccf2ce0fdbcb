import { LineIcon } from '../../../ui/line-icon';

/** The action bar's icons, drawn on the house's 24-unit line grid. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <LineIcon size={24} round>
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </LineIcon>
  );
}

export function BubbleIcon() {
  return (
    <LineIcon size={24} round>
      <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12z" />
    </LineIcon>
  );
}

export function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <LineIcon size={24} round>
      <path d="M6 4h12v16l-6-4-6 4z" fill={filled ? 'currentColor' : 'none'} />
    </LineIcon>
  );
}

export function ShareIcon() {
  return (
    <LineIcon size={24} round>
      <path d="M12 3v12M7 8l5-5 5 5M5 13v6h14v-6" />
    </LineIcon>
  );
}

export function DotsIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}
