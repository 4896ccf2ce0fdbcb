export function FunnelIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      aria-hidden="true"
    >
      <path d="M4 5h16l-6.2 7.4V19l-3.6-1.8v-4.8z" strokeLinejoin="round" />
    </svg>
  );
}
