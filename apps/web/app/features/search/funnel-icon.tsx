import { LineIcon } from '../../ui/line-icon';

export function FunnelIcon() {
  return (
    <LineIcon strokeWidth={1.9}>
      <path d="M4 5h16l-6.2 7.4V19l-3.6-1.8v-4.8z" strokeLinejoin="round" />
    </LineIcon>
  );
}
