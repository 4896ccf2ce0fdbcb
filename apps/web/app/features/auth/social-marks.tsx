/**
 * The four providers' marks, drawn inline (no image requests, crisp at any size), in the
 * colours each brand's button rules ask for: Google's four-colour G on white, Facebook's white
 * f on its blue, Zalo's blue, Apple's black.
 */
/** The providers' names as their buttons and pages write them, by our URL slug. */
export const PROVIDER_NAMES = {
  google: 'Google',
  facebook: 'Facebook',
  'zalo-v2': 'Zalo',
  apple: 'Apple',
} as const;

export function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

export function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <path
        fill="#1877F2"
        d="M16.67 15.47 17.2 12h-3.33V9.75c0-.95.47-1.87 1.96-1.87h1.51V4.92s-1.37-.23-2.69-.23c-2.74 0-4.53 1.66-4.53 4.67V12H7.08v3.47h3.04V24a12.1 12.1 0 0 0 3.75 0v-8.53h2.8z"
      />
    </svg>
  );
}

export function ZaloMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="6" fill="#fff" />
      <path
        fill="#0068FF"
        d="M12 4C7.03 4 3 7.36 3 11.5c0 2.3 1.25 4.36 3.2 5.74-.1.93-.5 2.14-1.45 2.98 0 0 2.6-.13 4.3-1.55.93.22 1.92.33 2.95.33 4.97 0 9-3.36 9-7.5S16.97 4 12 4z"
      />
      <text
        x="12"
        y="14.2"
        fill="#fff"
        fontFamily="Arial, sans-serif"
        fontSize="6.2"
        fontWeight="700"
        textAnchor="middle"
      >
        Zalo
      </text>
    </svg>
  );
}

export function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M16.37 12.6c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.78-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-3-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.9 1.15 9.15.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.77.74 2.98.72 1.23-.02 2.01-1.12 2.77-2.22.87-1.28 1.23-2.51 1.25-2.58-.03-.01-2.39-.92-2.4-3.68zM14.1 5.85c.63-.77 1.06-1.83.94-2.89-.91.04-2.01.61-2.66 1.37-.58.67-1.1 1.76-.96 2.8 1.02.08 2.05-.52 2.68-1.28z"
      />
    </svg>
  );
}
