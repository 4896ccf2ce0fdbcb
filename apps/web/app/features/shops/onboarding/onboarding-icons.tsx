import { LineIcon } from '../../../ui/line-icon';

/** Line icons of the onboarding screens (emoji glyphs are missing from many phone fonts). */
export function CameraIcon({ size = 28 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </LineIcon>
  );
}

export function ClockIcon({ size = 30 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

export function CrossIcon({ size = 30 }: { size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={2.2}>
      <path d="M7 7l10 10M17 7L7 17" />
    </LineIcon>
  );
}

export function LockIcon({ size = 30 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}
